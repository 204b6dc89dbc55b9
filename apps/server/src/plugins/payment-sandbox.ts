import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';

/**
 * The embedded payment sandboxes (docs/decisions/0010, 0020), for each gateway whose environment
 * is "embedded" and for no other. The package is imported here, and only then: a server whose
 * gateways are all real never loads its code, routes or tables.
 */
const paymentSandboxPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { authnet, paypal } = ctx.config.payments;
  const card = authnet.environment === 'embedded';
  const payPal = paypal.environment === 'embedded';
  if (!card && !payPal) return;
  const { paymentSandbox } = await import('@kingside/payment-sandbox');
  await app.register(paymentSandbox, {
    db: ctx.database.db,
    authorizeNet: card
      ? {
          apiLoginId: authnet.apiLoginId,
          transactionKey: authnet.transactionKey,
          clientKey: authnet.clientKey,
          timeZone: ctx.config.club.timezone,
        }
      : null,
    paypal: payPal
      ? {
          clientId: paypal.clientId,
          clientSecret: paypal.clientSecret,
          // The same in every process on the database, so each accepts the others' tokens.
          signingSecret: ctx.keys.all()[0]!.secret,
        }
      : null,
  });
};

export default paymentSandboxPlugin;
