import {
  ApiErrorSchema,
  UscfIdParamsSchema,
  UscfMemberSchema,
  UscfSearchQuerySchema,
  UscfSearchResultSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { publicRoutes } from '../../lib/routes.js';
import { createUscfLookup, warnAboutEmbeddedUscf } from './uscf.service.js';

const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema };

/**
 * The US Chess member lookup (spec 2 §3, §7; issue 15): public, because visitors register for
 * tournaments, and counted against the caller's address like the other public forms.
 */
const uscfRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  warnAboutEmbeddedUscf(ctx.config, app.log);
  const lookup = createUscfLookup(ctx.config, ctx.database.db, app.log);

  const limited = publicRoutes(app, 'uscf', { rateLimit: 'perIp' });

  limited.get(
    '/api/uscf',
    'US Chess members matching a first and last name (up to 10; 503 when US Chess is unavailable)',
    { querystring: UscfSearchQuerySchema, response: { 200: UscfSearchResultSchema, ...errors } },
    (request) => lookup.search(request.query.firstName, request.query.lastName),
  );

  limited.get(
    '/api/uscf/liveRegularRating/:uscfId',
    "A US Chess member's regular rating and expiration date by id (404 when no such member)",
    {
      params: UscfIdParamsSchema,
      response: { 200: UscfMemberSchema, 404: ApiErrorSchema, ...errors },
    },
    (request) => lookup.member(request.params.uscfId),
  );
};

export default uscfRoutes;
