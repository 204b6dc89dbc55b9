import {
  MESSAGES,
  MessageResponseSchema,
  OpeningLookupQuerySchema,
  OpeningLookupSchema,
  OpeningSaveSchema,
  OpeningSchema,
  type Opening,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { byId, byQuery, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { signedInRoutes } from '../../lib/routes.js';
import { openingsRepository, type OpeningRow } from './openings.repository.js';
import { lookupOpening, readLine, saveOpening } from './openings.service.js';

const present = (r: OpeningRow): Opening => ({
  id: r.id,
  eco: r.eco,
  name: r.name,
  pgn: r.pgn,
  notes: r.notes,
  createdDate: r.createdDate.toISOString(),
});

/** Openings (spec 1 /openings, /opening/{id}, /openingAdd): members browse, coaches and admins curate. */
const openingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const openings = () => openingsRepository(ctx.database.db);
  const { clubMember, coachOrAdmin } = signedInRoutes(app, 'openings');

  clubMember.get(
    '/api/openings',
    'Every opening, by ECO then name',
    { response: { 200: z.array(OpeningSchema) } },
    async () => (await openings().listOpenings()).map(present),
  );

  clubMember.get(
    '/api/openings/lookup',
    'ECO and name of the longest known opening line the moves (pgn) start with',
    byQuery(OpeningLookupQuerySchema, OpeningLookupSchema),
    (request) => lookupOpening(ctx, readLine(request.query.pgn)),
  );

  clubMember.get('/api/openings/:id', 'One opening', byId(OpeningSchema), async (request) => {
    const row = await openings().findOpening(request.params.id);
    if (!row) throw notFound(`No opening with id ${request.params.id}.`);
    return present(row);
  });

  coachOrAdmin.post(
    '/api/openings',
    'Add an opening (no id) or change one (with id); ECO and name are looked up from its moves',
    { body: OpeningSaveSchema, response: { 200: OpeningSchema, ...INVALID_OR_MISSING } },
    async (request) => present(await saveOpening(ctx, request.body)),
  );

  coachOrAdmin.delete(
    '/api/openings/:id',
    'Delete an opening',
    byId(MessageResponseSchema),
    async (request) => {
      if (!(await openings().deleteOpening(request.params.id))) {
        throw notFound(`No opening with id ${request.params.id}.`);
      }
      return { message: MESSAGES.deleted };
    },
  );
};

export default openingsRoutes;
