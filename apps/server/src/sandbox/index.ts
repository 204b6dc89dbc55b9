import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import authorizeNetSandbox from './authorizenet.sandbox.js';
import paypalSandbox from './paypal.sandbox.js';

/**
 * The embedded payment sandboxes (docs/decisions/0010), each registered only while its gateway's
 * environment is "embedded". They live outside /api, so the auth plugin asks them for no access
 * rule, and their routes are hidden from the OpenAPI document.
 */
const sandboxPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { authnet, paypal } = ctx.config.payments;
  if (authnet.environment === 'embedded') await app.register(authorizeNetSandbox, { ctx });
  if (paypal.environment === 'embedded') await app.register(paypalSandbox, { ctx });
};

export default sandboxPlugin;
