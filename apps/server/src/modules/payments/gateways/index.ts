import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { injectFetch } from '../../../sandbox/inject-fetch.js';
import { AuthorizeNetGateway } from './authorizenet.js';
import { PayPalOrdersGateway } from './paypal.js';
import type { CardGateway, PayPalGateway } from './types.js';

type Environment = Config['payments']['authnet']['environment'];

const AUTHNET_ENDPOINTS: Record<Exclude<Environment, 'embedded'>, string> = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
};

const PAYPAL_BASE_URLS: Record<Exclude<Environment, 'embedded'>, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  production: 'https://api-m.paypal.com',
};

const ACCEPT_JS_URLS: Record<Environment, string> = {
  embedded: '/sandbox/authorizenet/v1/Accept.js',
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
  production: 'https://js.authorize.net/v1/Accept.js',
};

/**
 * The gateways for the configured environments. "embedded" reaches the sandboxes in src/sandbox
 * through app.inject, addressed at the public URL: the PayPal sandbox builds its approval link
 * from the request's host, and that link is opened by the payer's browser.
 */
export function createGateways(
  ctx: AppContext,
  app: FastifyInstance,
): { card: CardGateway; paypal: PayPalGateway } {
  const { authnet, paypal } = ctx.config.payments;
  const embeddedFetch = injectFetch(app);
  const card = new AuthorizeNetGateway({
    endpoint:
      authnet.environment === 'embedded'
        ? `${ctx.config.publicUrl}/sandbox/authorizenet/xml/v1/request.api`
        : AUTHNET_ENDPOINTS[authnet.environment],
    apiLoginId: authnet.apiLoginId,
    transactionKey: authnet.transactionKey,
    fetch: authnet.environment === 'embedded' ? embeddedFetch : fetch,
  });
  const payPal = new PayPalOrdersGateway({
    baseUrl:
      paypal.environment === 'embedded'
        ? `${ctx.config.publicUrl}/sandbox/paypal`
        : PAYPAL_BASE_URLS[paypal.environment],
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    fetch: paypal.environment === 'embedded' ? embeddedFetch : fetch,
    brandName: ctx.config.club.name,
  });
  return { card, paypal: payPal };
}

/** Where the browser loads Accept.js for the configured card environment. */
export function acceptJsUrl(config: Config): string {
  return ACCEPT_JS_URLS[config.payments.authnet.environment];
}
