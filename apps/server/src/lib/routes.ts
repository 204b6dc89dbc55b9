import { Readable } from 'node:stream';
import { ApiErrorSchema, type Access } from '@kingside/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireAuth } from '../plugins/auth.js';
import { limitUploads } from './uploads.js';

/** OpenAPI: the route wants the bearer token. */
export const BEARER = [{ bearer: [] }];
/** What a route behind a sign-in answers before its handler runs: no session, wrong role. */
export const DENIED = { 401: ApiErrorSchema, 403: ApiErrorSchema };
/** A request that fails validation (400), a row that is not there (404). */
export const INVALID_OR_MISSING = { 400: ApiErrorSchema, 404: ApiErrorSchema };
/** A PGN upload's failures: invalid (400), too large (413), too many uploads this hour (429). */
export const UPLOAD_ERRORS = { 400: ApiErrorSchema, 413: ApiErrorSchema, 429: ApiErrorSchema };
/** A photo upload's failures: those of UPLOAD_ERRORS, and the photo store failing (502). */
export const IMAGE_UPLOAD_ERRORS = { ...UPLOAD_ERRORS, 502: ApiErrorSchema };
/** The body limit of a route that takes a PGN file of up to 5 MB of text, as JSON. */
export const PGN_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * A route that takes a PGN upload: the PGN body limit, and each call that passed validation
 * counted against the caller's uploads this hour (docs/decisions/0014), before the handler.
 */
export const pgnUpload = (ctx: AppContext) => ({
  bodyLimit: PGN_BODY_LIMIT,
  preHandler: async (request: FastifyRequest) => {
    await limitUploads(ctx, requireAuth(request).user.id);
  },
});

type RouteSchema = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  produces?: string[];
  /** The route's own answers; 401 and 403 are added. */
  response: Record<number, z.ZodType>;
};

/** A CSV download's params and query; a stream answers, so it has no response schema. */
type CsvSchema = { params?: z.ZodType; querystring?: z.ZodType };

/**
 * Options for a module's routes behind a sign-in, one access level and OpenAPI tag:
 * `route(summary, schema, more)` declares the access, the tag, bearer security and the 401 and
 * 403 answers around the route's own schema; `more` adds route options such as `pgnUpload(ctx)`.
 * `route.csv(summary, schema)` declares a CSV download the same way, without a response schema
 * (a stream answers; send it with `sendCsv`).
 */
export function signedInRoutes(tag: string, access: Exclude<Access, 'public'>) {
  const tags = [tag];
  const route = <S extends RouteSchema, M extends object = object>(
    summary: string,
    schema: S,
    more?: M,
  ) => ({
    config: { access },
    schema: {
      tags,
      security: BEARER,
      summary,
      ...schema,
      response: { ...schema.response, ...DENIED },
    },
    ...more,
  });
  route.csv = <S extends CsvSchema>(summary: string, schema: S) => ({
    config: { access },
    schema: { tags, security: BEARER, summary, ...schema, produces: ['text/csv'] },
  });
  return route;
}

/** Answers CSV lines as a stream, saved by the browser as `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(lines));
}
