import { AlertEventListSchema, AlertEventSchema, AlertSaveSchema } from '@kingside/shared';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { alerts } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { alertsRepository } from './alerts.repository.js';

const present = (a: typeof alerts.$inferSelect) => ({
  id: a.id,
  notes: a.notes,
  startDate: a.startDate.toISOString(),
  endDate: a.endDate.toISOString(),
});

const alertsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/alertevents',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'The alerts current now (the banner joins their notes)',
        response: { 200: AlertEventListSchema },
      },
    },
    async () => {
      const rows = await alertsRepository(ctx.database.db).listCurrent();
      return rows.map(present);
    },
  );

  registerCrudRoutes(app, ctx, {
    tag: 'admin',
    noun: 'alert',
    table: alerts,
    rowSchema: AlertEventSchema,
    saveSchema: AlertSaveSchema,
    lists: [{ path: '/api/alertsAdmin', access: 'admin' }],
    orderBy: [desc(alerts.startDate), desc(alerts.id)],
    savePath: '/api/alertsAdmin',
    deletePath: '/api/alertsAdmin/:id',
    present,
    toValues: (s) => ({
      notes: s.notes,
      startDate: new Date(s.startDate),
      endDate: new Date(s.endDate),
    }),
  });
};

export default alertsRoutes;
