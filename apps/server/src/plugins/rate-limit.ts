import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { tooManyRequests } from '../lib/errors.js';
import { secondsLeftInWindow } from '../lib/rate-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `perIp`: each call counts against the caller's address, sharing the account calls' limit
     * (AUTH_RATE_LIMIT_PER_IP per window); past it the route answers 429 (docs/decisions/0013).
     */
    rateLimit?: 'perIp';
  }
}

/** Counts one call from `ip`; past AUTH_RATE_LIMIT_PER_IP in the window it answers 429. */
async function limitByIp(ctx: AppContext, ip: string): Promise<void> {
  const { perIp, windowSeconds } = ctx.config.rateLimits;
  const count = await ctx.rateLimits.increment(`auth-ip:${ip}`, windowSeconds);
  if (count > perIp) throw tooManyRequests(secondsLeftInWindow(windowSeconds));
}

/**
 * Applies a route's declared `config.rateLimit` after access and input checks (so a bad body is
 * still a 400 and a visitor without access a 401/403) and before the handler runs.
 */
async function rateLimitPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.rateLimit === 'perIp') await limitByIp(ctx, request.ip);
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
