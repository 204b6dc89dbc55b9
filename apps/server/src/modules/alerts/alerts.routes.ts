import { AlertEventListSchema } from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { alertsRepository } from './alerts.repository.js';

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
      return rows.map((a) => ({
        id: a.id,
        notes: a.notes,
        startDate: a.startDate.toISOString(),
        endDate: a.endDate.toISOString(),
      }));
    },
  );
};

export default alertsRoutes;
