import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { maintenanceRuns } from '../db/schema.js';

/*
 * The record of backups and restore drills (docs/decisions/0072): written by whichever process ran
 * one (a server's daily backup, `npm run db:backup`, `npm run db:restore-drill`), read by the admin
 * home and the backup age metric.
 */

export type MaintenanceKind = (typeof maintenanceRuns.$inferSelect)['kind'];
export type MaintenanceRun = {
  ok: boolean;
  summary: string;
  backupAt: Date | null;
  finishedAt: Date;
  details: Record<string, unknown> | null;
};

/** A summary is one line for the admin home: long errors are cut. */
const SUMMARY_MAX = 1000;

export async function recordMaintenanceRun(
  db: Db,
  run: {
    kind: MaintenanceKind;
    ok: boolean;
    summary: string;
    backupAt?: Date | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(maintenanceRuns).values({
    kind: run.kind,
    ok: run.ok,
    summary: run.summary.replaceAll('\0', '').slice(0, SUMMARY_MAX),
    backupAt: run.backupAt ?? null,
    details: run.details ?? null,
  });
}

/** The newest run of `kind` (only the successful ones with `ok`), or null. */
export async function newestMaintenanceRun(
  db: Db,
  kind: MaintenanceKind,
  options: { ok?: true } = {},
): Promise<MaintenanceRun | null> {
  const [row] = await db
    .select({
      ok: maintenanceRuns.ok,
      summary: maintenanceRuns.summary,
      backupAt: maintenanceRuns.backupAt,
      finishedAt: maintenanceRuns.finishedAt,
      details: maintenanceRuns.details,
    })
    .from(maintenanceRuns)
    .where(
      options.ok
        ? and(eq(maintenanceRuns.kind, kind), eq(maintenanceRuns.ok, true))
        : eq(maintenanceRuns.kind, kind),
    )
    .orderBy(desc(maintenanceRuns.finishedAt), desc(maintenanceRuns.id))
    .limit(1);
  return row ?? null;
}
