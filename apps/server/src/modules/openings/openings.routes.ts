import {
  ApiErrorSchema,
  IdParamsSchema,
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
import * as repo from './openings.repository.js';
import type { OpeningRow } from './openings.repository.js';
import { lookupOpening, readLine, saveOpening } from './openings.service.js';

const present = (r: OpeningRow): Opening => ({
  id: r.id,
  eco: r.eco,
  name: r.name,
  pgn: r.pgn,
  notes: r.notes,
  createdDate: r.createdDate.toISOString(),
});

const tags = ['openings'];
const security = [{ bearer: [] }];
const denied = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** Openings (spec 1 /openings, /opening/{id}, /openingAdd): members browse, coaches and admins curate. */
const openingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const db = () => ctx.database.db;

  app.get(
    '/api/openings',
    {
      config: { access: 'clubMember' },
      schema: {
        tags,
        security,
        summary: 'Every opening, by ECO then name',
        response: { 200: z.array(OpeningSchema), ...denied },
      },
    },
    async () => (await repo.listOpenings(db())).map(present),
  );

  app.get(
    '/api/openings/lookup',
    {
      config: { access: 'clubMember' },
      schema: {
        tags,
        security,
        summary: 'ECO and name of the longest known opening line the moves (pgn) start with',
        querystring: OpeningLookupQuerySchema,
        response: { 200: OpeningLookupSchema, 400: ApiErrorSchema, ...denied },
      },
    },
    async (request) => lookupOpening(readLine(request.query.pgn)),
  );

  app.get(
    '/api/openings/:id',
    {
      config: { access: 'clubMember' },
      schema: {
        tags,
        security,
        summary: 'One opening',
        params: IdParamsSchema,
        response: { 200: OpeningSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const row = await repo.findOpening(db(), request.params.id);
      if (!row) throw notFound(`No opening with id ${request.params.id}.`);
      return present(row);
    },
  );

  app.post(
    '/api/openings',
    {
      config: { access: 'coachOrAdmin' },
      schema: {
        tags,
        security,
        summary:
          'Add an opening (no id) or change one (with id); ECO and name are looked up from its moves',
        body: OpeningSaveSchema,
        response: { 200: OpeningSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...denied },
      },
    },
    async (request) => present(await saveOpening(ctx, request.body)),
  );

  app.delete(
    '/api/openings/:id',
    {
      config: { access: 'coachOrAdmin' },
      schema: {
        tags,
        security,
        summary: 'Delete an opening',
        params: IdParamsSchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      if (!(await repo.deleteOpening(db(), request.params.id))) {
        throw notFound(`No opening with id ${request.params.id}.`);
      }
      return { message: MESSAGES.deleted };
    },
  );
};

export default openingsRoutes;
