import { OutboxEmailListSchema } from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { signedInRoutes } from '../../lib/routes.js';
import { outboxRepository } from './outbox.repository.js';

const OUTBOX_PAGE = 200;

const outboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The SMTP backlog, for the alert "outbox stuck" (docs/deploy.md): one query a scrape for both
  // gauges (a scrape reads every gauge at once).
  let reading: ReturnType<ReturnType<typeof outboxRepository>['backlog']> | null = null;
  const backlog = () =>
    (reading ??= outboxRepository(ctx.database.db)
      .backlog()
      .finally(() => (reading = null)));
  app.metrics.gauge(
    'kingside_outbox_backlog',
    'E-mails waiting to be sent through SMTP (pending or failed).',
    async () => (await backlog()).count,
  );
  app.metrics.gauge(
    'kingside_outbox_oldest_waiting_seconds',
    'How long the oldest e-mail waiting to be sent has waited.',
    async () => (await backlog()).oldestSeconds,
  );
  signedInRoutes(app, 'admin').admin.get(
    '/api/admin/outbox',
    `Admin: the latest ${OUTBOX_PAGE} e-mails the server wrote, newest first`,
    { response: { 200: OutboxEmailListSchema } },
    async () => {
      const rows = await outboxRepository(ctx.database.db).listLatest(OUTBOX_PAGE);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      }));
    },
  );
};

export default outboxRoutes;
