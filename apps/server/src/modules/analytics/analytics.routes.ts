import { ApiErrorSchema, PageViewRequestSchema } from '@kingside/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { pageViews } from '../../db/schema.js';

const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/pageviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Record a page view (the web app calls it on every navigation)',
        body: PageViewRequestSchema,
        response: { 204: z.null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await ctx.database.db
        .insert(pageViews)
        .values({ path: request.body.path, userId: request.auth?.user.id ?? null });
      return reply.status(204).send(null);
    },
  );
};

export default analyticsRoutes;
