import { canAccess, MESSAGES, type Access } from '@kingside/shared';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { tokenKeyId, verifyToken } from '../lib/jwt.js';
import { findActiveSessionUser } from '../modules/auth/index.js';
import type { UserRow } from '../modules/users/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say (checked at start-up). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, when the request carries a live session's token. */
    auth: { user: UserRow; sessionId: string } | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access and input schemas, for the permission matrix and the docs. */
    routeAccess: RouteAccess[];
  }
}

export type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  /** The route's declared input schemas (zod), for the bad-input sweep. */
  input: { body?: unknown; querystring?: unknown; params?: unknown };
};

/** The logged-in user of a request that passed an access check other than public. */
export function requireAuth(request: FastifyRequest): { user: UserRow; sessionId: string } {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * The live session and user an access token names, with the token's expiry (epoch seconds); null
 * for a bad, expired or revoked one. The API's bearer check and the live socket's handshake.
 */
export async function authenticateToken(
  ctx: AppContext,
  token: string,
): Promise<{ user: UserRow; sessionId: string; expiresAt: number } | null> {
  const kid = tokenKeyId(token);
  const key = kid === null ? undefined : await ctx.keys.find(kid);
  const claims = key ? verifyToken(token, key.secret, Math.floor(Date.now() / 1000)) : null;
  if (!claims) return null;
  const user = await findActiveSessionUser(ctx.database.db, claims.sid, claims.sub);
  return user ? { user, sessionId: claims.sid, expiresAt: claims.exp } : null;
}

/**
 * Resolves the bearer token to a live session, then enforces the route's declared access:
 * 401 without a valid token, 403 with the wrong role. Runs before the body is read.
 */
async function authPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.decorateRequest('auth', null);
  app.decorate('routeAccess', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const schema = route.schema ?? {};
      app.routeAccess.push({
        method,
        url: route.url,
        access,
        input: { body: schema.body, querystring: schema.querystring, params: schema.params },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const found = await authenticateToken(ctx, header.slice(7).trim());
      if (found) request.auth = { user: found.user, sessionId: found.sessionId };
      else if (access !== 'public') throw unauthorized(MESSAGES.sessionExpired);
    }
    if (access === 'public') return;
    if (!request.auth) throw unauthorized();
    if (!canAccess(access, request.auth.user.roles)) throw forbidden();
  });
}

export default fp(authPlugin, { name: 'auth' });
