import type { FastifyPluginAsync } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import authorizeNetSandbox from './authorizenet.sandbox.js';
import type { PaymentSandboxOptions } from './options.js';
import paypalSandbox from './paypal.sandbox.js';
import { createSandboxTables } from './tables.js';

/*
 * The embedded payment sandboxes (docs/decisions/0010, 0015, 0020): look-alikes of Authorize.net
 * (the JSON API with Accept.js tokenization, transactions and reporting, and a copy of Accept.js)
 * and PayPal (OAuth, Orders v2, an approval page), for development, tests and demos. They speak the
 * providers' HTTP APIs under /sandbox/..., so the server's real gateway adapters run against them.
 */

export {
  AUTHNET_SANDBOX_ACCEPT_JS_PATH,
  AUTHNET_SANDBOX_API_PATH,
} from './authorizenet.sandbox.js';
export type {
  AuthorizeNetSandboxOptions,
  PayPalSandboxOptions,
  PaymentSandboxOptions,
} from './options.js';
export { PAYPAL_SANDBOX_PREFIX } from './paypal-orders.js';
export {
  FIRST_TRANSACTION_ID,
  createSandboxTables,
  sandboxCardTokens,
  sandboxCardTransactions,
  sandboxPaypalOrders,
  type SandboxDb,
} from './tables.js';

/**
 * The sandboxes as one Fastify plugin: creates their tables where missing, then registers each
 * sandbox that has options (null leaves it out). Its routes live outside /api and are hidden from
 * the OpenAPI document; request bodies and parameters are validated with zod here, whatever the
 * host app's validator is.
 */
export const paymentSandbox: FastifyPluginAsync<PaymentSandboxOptions> = async (app, options) => {
  const { db, authorizeNet, paypal } = options;
  if (!authorizeNet && !paypal) return;
  await createSandboxTables(db);
  app.setValidatorCompiler(validatorCompiler);
  if (authorizeNet) await app.register(authorizeNetSandbox, { ctx: { db, config: authorizeNet } });
  if (paypal) await app.register(paypalSandbox, { ctx: { db, config: paypal } });
};

export default paymentSandbox;
