import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet built
 * it again for every request, content security policy included, which cost a small API answer
 * about a fifth of its time (docs/decisions/0017).
 */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
