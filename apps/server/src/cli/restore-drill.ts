import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { backupPlaceOf } from '../lib/backup-target.js';
import { DataDirBusyError, requestRestoreDrill, withLockedDatabase } from '../lib/data-dir-lock.js';
import { runRestoreDrill, type DrillReport } from '../lib/restore-drill.js';

/**
 * `npm run db:restore-drill` (docs/decisions/0072; docs/deploy.md says to run it monthly):
 * restores the newest backup where BACKUP_URL keeps them into a scratch database, compares every
 * table with the live database, prints the result and records it for the admin home. Exits 1 when
 * the drill failed. With the embedded database a running server does it (the database is its own);
 * with no server running this opens the database itself.
 */
const config = loadConfig();
const target = backupPlaceOf(config.backups).target;

function print(report: DrillReport) {
  const when = report.backupAt ? ` (taken ${report.backupAt})` : '';
  console.log(`Restore drill of ${report.backup ?? 'no backup'}${when} from ${target.description}`);
  if (report.tables.length > 0) {
    const width = Math.max(...report.tables.map((t) => t.name.length), 5);
    console.log(
      `${'table'.padEnd(width)}  ${'backup'.padStart(8)}  ${'live'.padStart(8)}  sample (same/changed/gone)`,
    );
    for (const t of report.tables) {
      const sample = t.sampled > 0 ? `${t.same}/${t.changed}/${t.gone} of ${t.sampled}` : '-';
      const mark = t.restored === t.live && t.changed === 0 && t.gone === 0 ? ' ' : '*';
      console.log(
        `${t.name.padEnd(width)}  ${String(t.restored).padStart(8)}  ${String(t.live).padStart(8)}  ${sample}${mark === '*' ? '   (changed since the backup)' : ''}`,
      );
    }
  }
  for (const problem of report.problems) console.log(`Problem: ${problem}`);
  console.log(
    `${report.ok ? 'PASSED' : 'FAILED'} in ${(report.ms / 1000).toFixed(1)} s: ${report.summary}`,
  );
}

try {
  let report: DrillReport;
  if (config.databaseUrl) {
    const live = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: null,
      poolSize: 2,
    });
    try {
      report = await runRestoreDrill({
        live,
        target,
        databaseUrl: config.databaseUrl,
        ...(config.backups.drillDatabaseUrl ? { scratchUrl: config.backups.drillDatabaseUrl } : {}),
      });
    } finally {
      await live.close();
    }
  } else {
    report =
      (await requestRestoreDrill(config.dataDir)) ??
      (await withLockedDatabase(config.dataDir, 'tool', (live) =>
        runRestoreDrill({ live, target }),
      ));
  }
  print(report);
  process.exit(report.ok ? 0 : 1);
} catch (err) {
  console.error(err instanceof DataDirBusyError || err instanceof Error ? err.message : err);
  process.exit(1);
}
