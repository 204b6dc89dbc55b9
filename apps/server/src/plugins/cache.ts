import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'revalidate': public content, the same for every visitor; browsers keep it and ask again
     * with its ETag (a 304 has no body). Only a public GET route may say so (checked at start-up).
     */
    cache?: 'revalidate';
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * How browsers and proxies may keep API answers (docs/decisions/0013, 0017). Most hold personal
 * data (a profile, an order, a roster) and are `no-store`. Public content routes opt in with
 * `config.cache: 'revalidate'`: `no-cache` and an ETag of the body, so a browser revalidates
 * instead of downloading again. A route that sets its own cache-control keeps it (the feeds).
 */
async function cachePlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.cache) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config.access !== 'public' || methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
      throw new Error(`Route ${String(route.method)} ${route.url}: only public GETs are cached`);
    }
  });

  // Route-level onSend hooks (compression) run after this one, so the ETag is the plain body's.
  // It is weak because the same tag then stands for the gzip and the plain encoding.
  app.addHook('onSend', async (request, reply, payload) => {
    const { access, cache } = request.routeOptions.config;
    if (!access || reply.hasHeader('cache-control')) return payload;
    if (
      cache !== 'revalidate' ||
      reply.statusCode !== 200 ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const hash = crypto.createHash('sha1').update(payload).digest('base64url');
    const etag = `W/"${hash}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return null;
  });
}

export default fp(cachePlugin, { name: 'cache' });
