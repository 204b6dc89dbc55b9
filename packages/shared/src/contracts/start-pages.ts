/** The admin start page: GET /api/admin/summary. */
import { z } from 'zod';

/** How far back the admin start page counts new registrations, in days. */
export const ADMIN_SUMMARY_DAYS = 7;

const Count = z.number().int().nonnegative();

/** A backup older than this many hours needs an admin (docs/deploy.md's alert says the same). */
export const BACKUP_MAX_AGE_HOURS = 26;
/** The restore drill is run monthly (docs/deploy.md): one older than this many days is overdue. */
export const RESTORE_DRILL_MAX_AGE_DAYS = 35;

/** A backup or a restore drill, as the admin home shows it (docs/decisions/0072). */
export const MaintenanceRunSchema = z.object({
  ok: z.boolean(),
  /** One line: what was written where, how the restored copy compared, or what went wrong. */
  summary: z.string(),
  finishedAt: z.iso.datetime({ offset: true }),
  /** When the backup was taken (a drill's: the backup it restored). */
  backupAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MaintenanceRun = z.infer<typeof MaintenanceRunSchema>;

/** GET /api/admin/summary: what needs an admin now, for the /admin start page. */
export const AdminSummarySchema = z.object({
  /** Inquiries not marked answered yet, however old (docs/decisions/0024). */
  inquiriesToAnswer: Count,
  /** Orders paid but not recorded, or in processing for more than 2 minutes (payments' rule). */
  paymentsNeedingAttention: Count,
  /** Registrations made in the last `ADMIN_SUMMARY_DAYS` days, per grid. */
  registrationsThisWeek: z.object({
    camp: Count,
    /** After-school registrations at RJ Lee. */
    rjlee: Count,
    /** After-school registrations at Mustang. */
    mustang: Count,
  }),
  /** The newest backup (however it ended), the newest good one, and the newest restore drill. */
  backups: z.object({
    lastBackup: MaintenanceRunSchema.nullable(),
    lastGoodBackupAt: z.iso.datetime({ offset: true }).nullable(),
    lastDrill: MaintenanceRunSchema.nullable(),
  }),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;
