import { ADMIN_SUMMARY_DAYS, AdminSummarySchema } from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { newestMaintenanceRun, type MaintenanceRun } from '../../lib/maintenance-runs.js';
import { signedInRoutes } from '../../lib/routes.js';
import { adminRepository } from './admin.repository.js';

const DAY_MS = 24 * 3600_000;

/** A backup or drill as the admin home shows it: no table-by-table details. */
const runView = (run: MaintenanceRun) => ({
  ok: run.ok,
  summary: run.summary,
  finishedAt: run.finishedAt.toISOString(),
  backupAt: run.backupAt?.toISOString() ?? null,
});

const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  signedInRoutes(app, 'admin').admin.get(
    '/api/admin/summary',
    `Admin: what needs attention (inquiries to answer, registrations of the last ${ADMIN_SUMMARY_DAYS} days, payments to check, the newest backup and restore drill)`,
    { response: { 200: AdminSummarySchema } },
    async () => {
      const db = ctx.database.db;
      const since = new Date(Date.now() - ADMIN_SUMMARY_DAYS * DAY_MS);
      const repo = adminRepository(db);
      const [
        inquiriesToAnswer,
        camp,
        afterschool,
        paymentsNeedingAttention,
        lastBackup,
        lastGoodBackup,
        lastDrill,
      ] = await Promise.all([
        repo.inquiriesToAnswer(),
        repo.campRegistrationsSince(since),
        repo.afterschoolRegistrationsSince(since),
        app.payments.countNeedingAttention(),
        newestMaintenanceRun(db, 'backup'),
        newestMaintenanceRun(db, 'backup', { ok: true }),
        newestMaintenanceRun(db, 'restore-drill'),
      ]);
      return {
        inquiriesToAnswer,
        paymentsNeedingAttention,
        registrationsThisWeek: {
          camp,
          rjlee: afterschool.get('RJLEE') ?? 0,
          mustang: afterschool.get('MUSTANG') ?? 0,
        },
        backups: {
          lastBackup: lastBackup && runView(lastBackup),
          lastGoodBackupAt: lastGoodBackup
            ? (lastGoodBackup.backupAt ?? lastGoodBackup.finishedAt).toISOString()
            : null,
          lastDrill: lastDrill && runView(lastDrill),
        },
      };
    },
  );
};

export default adminRoutes;
