import { Readable } from 'node:stream';
import { ACCESS_LEVELS, ApiErrorSchema, type Access } from '@kingside/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireAuth } from '../plugins/auth.js';
import { limitUploads } from './uploads.js';

/** OpenAPI: the route wants the bearer token. */
export const BEARER = [{ bearer: [] }];
/** What a route behind a sign-in answers before its handler runs: no session, wrong role. */
export const DENIED = { 401: ApiErrorSchema, 403: ApiErrorSchema };
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
  /** The route's own answers (behind a sign-in, 401 and 403 are added); none for a file it sends. */
  response?: Record<number, z.ZodType>;
};

/** A CSV download's params and query; a stream answers, so it has no response schema. */
type CsvSchema = { params?: z.ZodType; querystring?: z.ZodType };

/** The app a routes plugin is given (`FastifyPluginAsyncZod`): requests typed from zod schemas. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Fastify's handler of a route with schema `S` on the zod type provider. */
type HandlerOf<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
type RequestOf<S extends FastifySchema> = Parameters<HandlerOf<S>>[0];
type ReplyOf<S extends FastifySchema> = Parameters<HandlerOf<S>>[1];

/** The caller of a route behind a sign-in. */
export type SignedInUser = ReturnType<typeof requireAuth>['user'];

/** A public route's handler, typed from the route's schema, its answer checked against it. */
export type PublicHandler<S extends FastifySchema> = (
  request: RequestOf<S>,
  reply: ReplyOf<S>,
) => ReturnType<HandlerOf<S>>;
/** A signed-in route's handler: the same, with the caller between the request and the reply. */
export type SignedInHandler<S extends FastifySchema> = (
  request: RequestOf<S>,
  user: SignedInUser,
  reply: ReplyOf<S>,
) => ReturnType<HandlerOf<S>>;

type Hook = (request: FastifyRequest) => Promise<void>;
/**
 * A route's further options: a body limit and hooks (e.g. `pgnUpload(ctx)`), a rate limit
 * (`plugins/rate-limit.ts`), the public GET's cache (`plugins/cache.ts`).
 */
export type RouteMore = {
  bodyLimit?: number;
  preValidation?: Hook;
  preHandler?: Hook;
  rateLimit?: 'perIp';
  cache?: 'revalidate';
};

/** What a CSV download's handler answers: the file's name and its lines. */
export type CsvFile = { filename: string; lines: AsyncIterable<string> };

type Register<Handler extends 'public' | 'signedIn'> = <S extends RouteSchema>(
  url: string,
  summary: string,
  schema: S,
  handler: Handler extends 'public' ? PublicHandler<S> : SignedInHandler<S>,
  more?: RouteMore,
) => void;
type Methods<Handler extends 'public' | 'signedIn'> = {
  get: Register<Handler>;
  post: Register<Handler>;
  put: Register<Handler>;
  patch: Register<Handler>;
  delete: Register<Handler>;
};
/** Registers one access level's routes behind a sign-in; see `signedInRoutes`. */
export type SignedInRoutes = Methods<'signedIn'> & {
  csv: <S extends CsvSchema>(
    url: string,
    summary: string,
    schema: S,
    handler: (request: RequestOf<S>, user: SignedInUser) => CsvFile | Promise<CsvFile>,
  ) => void;
};
type SignedInAccess = Exclude<Access, 'public'>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The five methods' registrars, each made by `register`. */
const methods = <H extends 'public' | 'signedIn'>(
  register: (method: Method) => Register<H>,
): Methods<H> => ({
  get: register('GET'),
  post: register('POST'),
  put: register('PUT'),
  patch: register('PATCH'),
  delete: register('DELETE'),
});

/**
 * Registers a route: its access (and rate limit, cache) in `config`, its summary under the tag,
 * and, behind a sign-in, bearer security and the 401 and 403 answers.
 */
function addRoute<S extends RouteSchema>(
  app: ZodApp,
  method: Method,
  route: { url: string; access: Access; tag: string; summary: string; schema: S },
  handler: HandlerOf<S>,
  more: RouteMore = {},
) {
  const { url, access, tag, summary, schema } = route;
  const { rateLimit, cache, ...options } = more;
  const signedIn = access !== 'public';
  app.route({
    method,
    url,
    config: { access, ...(rateLimit && { rateLimit }), ...(cache && { cache }) },
    schema: {
      tags: [tag],
      ...(signedIn && { security: BEARER }),
      summary,
      ...schema,
      ...(signedIn && schema.response && { response: { ...schema.response, ...DENIED } }),
    },
    ...options,
    handler,
  });
}

function signedInRoutesAt(app: ZodApp, tag: string, access: SignedInAccess): SignedInRoutes {
  const register =
    (method: Method): Register<'signedIn'> =>
    (url, summary, schema, handler, more) =>
      addRoute(
        app,
        method,
        { url, access, tag, summary, schema },
        (request, reply) => handler(request, requireAuth(request).user, reply),
        more,
      );
  return {
    ...methods(register),
    csv: (url, summary, schema, handler) => {
      // A stream answers: no response schema types the answer, so the route is registered as
      // plain Fastify's, and the handler given the request as the schema types it.
      const csvSchema: FastifySchema = { tags: [tag], security: BEARER, summary, ...schema };
      app.route({
        method: 'GET',
        url,
        config: { access },
        schema: { ...csvSchema, produces: ['text/csv'] },
        handler: async (request, reply) => {
          const { filename, lines } = await handler(
            request as RequestOf<typeof schema>,
            requireAuth(request).user,
          );
          return sendCsv(reply, filename, lines);
        },
      });
    },
  };
}

/**
 * A module's routes behind a sign-in, under one OpenAPI tag, by access level:
 * `const { admin, clubMember } = signedInRoutes(app, 'tag')`, then
 * `admin.post(url, summary, schema, handler, more)` registers a route that declares the access,
 * the tag, bearer security and the 401 and 403 answers around the route's own schema; `more`
 * adds route options such as `pgnUpload(ctx)` or a rate limit. The handler gets the signed-in
 * user after the request: `(request, user, reply)`. `admin.csv(url, summary, schema, handler)`
 * registers a CSV download the same way, without a response schema: the handler answers the
 * file's name and lines, sent as a stream.
 */
export function signedInRoutes(
  app: FastifyInstance,
  tag: string,
): Record<SignedInAccess, SignedInRoutes> {
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const levels = ACCESS_LEVELS.filter((a): a is SignedInAccess => a !== 'public');
  return Object.fromEntries(
    levels.map((access) => [access, signedInRoutesAt(zodApp, tag, access)]),
  ) as Record<SignedInAccess, SignedInRoutes>;
}

/**
 * A module's public routes under one OpenAPI tag: `publicRoutes(app, 'tag', more).get(url,
 * summary, schema, handler, more)` registers a route that anyone may call
 * (`config.access: 'public'`); `more`, for every route or for one, adds a rate limit
 * (`{ rateLimit: 'perIp' }`), a cache (`{ cache: 'revalidate' }`) or other route options. The
 * handler is Fastify's, `(request, reply)`, typed from the schema.
 */
export function publicRoutes(
  app: FastifyInstance,
  tag: string,
  shared: RouteMore = {},
): Methods<'public'> {
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const register =
    (method: Method): Register<'public'> =>
    (url, summary, schema, handler, more) =>
      addRoute(zodApp, method, { url, access: 'public', tag, summary, schema }, handler, {
        ...shared,
        ...more,
      });
  return methods(register);
}

/** Answers a file of this content type, saved by the browser as `filename`. */
export function sendAttachment<R extends FastifyReply>(
  reply: R,
  type: string,
  filename: string,
  body: string | Readable,
): R {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body) as R;
}

/** Answers CSV lines as a stream, saved by the browser as `filename`. */
function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  return sendAttachment(reply, 'text/csv; charset=utf-8', filename, Readable.from(lines));
}
