import { ApiErrorSchema, IdParamsSchema } from '@kingside/shared';
import type { z } from 'zod';

// What routes answer and take, shared by the modules' route schemas (registered with
// `signedInRoutes` and `publicRoutes`, ./routes.ts).

/** A request that fails validation (400), a row that is not there (404). */
export const INVALID_OR_MISSING = { 400: ApiErrorSchema, 404: ApiErrorSchema };
/** A PGN upload's failures: invalid (400), too large (413), too many uploads this hour (429). */
export const UPLOAD_ERRORS = { 400: ApiErrorSchema, 413: ApiErrorSchema, 429: ApiErrorSchema };
/** A photo upload's failures: those of UPLOAD_ERRORS, and the photo store failing (502). */
export const IMAGE_UPLOAD_ERRORS = { ...UPLOAD_ERRORS, 502: ApiErrorSchema };

/** A read its query selects: it answers `ok`, or 400 for a bad query. */
export const byQuery = <Q extends z.ZodType, T extends z.ZodType>(querystring: Q, ok: T) => ({
  querystring,
  response: { 200: ok, 400: ApiErrorSchema },
});

/** The rest of a request by path or id: a body, a query. */
type More = { body?: z.ZodType; querystring?: z.ZodType };

/**
 * A call on what its path names (`params`), with the rest of its request in `more`: it answers
 * `ok`, 400 for a bad request, 404 when there is no such thing.
 */
export const byPath = <
  P extends z.ZodType,
  T extends z.ZodType,
  M extends More = Record<never, never>,
>(
  params: P,
  ok: T,
  more?: M,
) => ({ params, ...(more as M), response: { 200: ok, ...INVALID_OR_MISSING } });
/** A call on one row by its id (`:id`), as `byPath`. */
export const byId = <T extends z.ZodType, M extends More = Record<never, never>>(ok: T, more?: M) =>
  byPath(IdParamsSchema, ok, more);
/**
 * A call that adds a row under the one its id (`:id`) names, with the rest of its request in
 * `more`: it answers the new row as `created` (201), 400 for a bad request, 404 when there is no
 * such parent.
 */
export const createdUnderId = <T extends z.ZodType, M extends More = Record<never, never>>(
  created: T,
  more?: M,
) => ({
  params: IdParamsSchema,
  ...(more as M),
  response: { 201: created, ...INVALID_OR_MISSING },
});
