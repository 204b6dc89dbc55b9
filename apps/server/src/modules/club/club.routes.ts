import { ClubInfoSchema, HealthResponseSchema } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

const clubRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/club',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: "The club's name, address and contact details",
        response: { 200: ClubInfoSchema },
      },
    },
    () => ctx.config.club,
  );

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema },
      },
    },
    async () => {
      await ctx.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: ctx.database.kind, version: '0.1.0' };
    },
  );
};

export default clubRoutes;
