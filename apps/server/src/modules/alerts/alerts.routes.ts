import { AlertEventListSchema, AlertEventSchema, AlertSaveSchema } from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { publicRoutes } from '../../lib/routes.js';
import { alertsRepository, type AlertRow } from './alerts.repository.js';

const present = (a: AlertRow) => ({
  id: a.id,
  notes: a.notes,
  startDate: a.startDate.toISOString(),
  endDate: a.endDate.toISOString(),
});

const alertsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  publicRoutes(app, 'site').get(
    '/api/alertevents',
    'The alerts current now (the banner joins their notes)',
    { response: { 200: AlertEventListSchema } },
    async () => {
      const rows = await alertsRepository(ctx.database.db).listCurrent();
      return rows.map(present);
    },
  );

  registerCrudRoutes(app, ctx, {
    tag: 'admin',
    noun: 'alert',
    repository: alertsRepository,
    rowSchema: AlertEventSchema,
    saveSchema: AlertSaveSchema,
    lists: { admin: '/api/alertsAdmin' },
    present,
    toValues: (s) => ({
      notes: s.notes,
      startDate: new Date(s.startDate),
      endDate: new Date(s.endDate),
    }),
  });
};

export default alertsRoutes;
