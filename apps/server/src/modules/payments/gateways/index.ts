import type { PaymentGateways } from '@kingside/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import { injectFetch } from '../../../lib/inject-fetch.js';
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
 * The gateways for the configured environments. "embedded" reaches the sandboxes (packages/payment-sandbox)
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

const GATEWAY_NAMES = { card: 'Authorize.net (card)', paypal: 'PayPal' } as const;

const gatewaysOf = (config: Config) => ({
  card: config.payments.authnet.environment,
  paypal: config.payments.paypal.environment,
});

/** Where each gateway sends money, for the admin payments page (docs/decisions/0015). */
export function gatewayEnvironments(config: Config): PaymentGateways {
  const present = (environment: Environment) => ({
    environment,
    sandbox: environment !== 'production',
  });
  const { card, paypal } = gatewaysOf(config);
  return { card: present(card), paypal: present(paypal) };
}

/**
 * Refuses a production start (NODE_ENV=production) whose card or PayPal gateway is the embedded
 * sandbox, where no money moves, unless ALLOW_EMBEDDED_PAYMENTS=true says it is meant (a demo).
 */
export function assertGatewaysAllowed(config: Config): void {
  if (!config.production || config.payments.allowEmbeddedInProduction) return;
  const embedded = Object.entries(gatewaysOf(config))
    .filter(([, environment]) => environment === 'embedded')
    .map(([name]) => GATEWAY_NAMES[name as keyof typeof GATEWAY_NAMES]);
  if (embedded.length === 0) return;
  throw new Error(
    `Refusing to start: NODE_ENV=production but the ${embedded.join(' and ')} payment gateway is ` +
      'the embedded sandbox, which takes no real money. Set AUTHNET_ENVIRONMENT and ' +
      'PAYPAL_ENVIRONMENT to "production" (with their credentials), or ALLOW_EMBEDDED_PAYMENTS=true ' +
      'for a demo.',
  );
}

/** A loud warning for each gateway that is the embedded sandbox: payers are not charged. */
export function warnAboutEmbeddedGateways(config: Config, log: FastifyBaseLogger): void {
  for (const [name, environment] of Object.entries(gatewaysOf(config))) {
    if (environment !== 'embedded') continue;
    log.warn(
      { gateway: name, environment },
      `PAYMENTS ARE NOT REAL: the ${GATEWAY_NAMES[name as keyof typeof GATEWAY_NAMES]} gateway is the ` +
        'embedded sandbox, so nobody is charged and no money arrives. Set ' +
        `${name === 'card' ? 'AUTHNET_ENVIRONMENT' : 'PAYPAL_ENVIRONMENT'}=production to take payments.`,
    );
  }
}
