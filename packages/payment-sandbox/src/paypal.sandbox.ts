import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayPalContext } from './options.js';
import { sandboxPaypalOrders } from './tables.js';
import { approvalPage, page, sendPage, withParams } from './paypal-checkout-page.js';
import {
  basicCredentials,
  captureIdFor,
  issueToken,
  sameText,
  sandboxSecret,
  TOKEN_TTL_SECONDS,
  tokenValid,
} from './paypal-credentials.js';
import {
  DESCRIPTIONS,
  describe,
  NOT_FOUND,
  schemaError,
  sendError,
  unprocessable,
} from './paypal-errors.js';
import {
  approvalUrl,
  createOrder,
  findOrder,
  origin,
  PAYER,
  PAYPAL_SANDBOX_PREFIX,
  presentCapture,
  presentOrder,
  type OrderStatus,
} from './paypal-orders.js';
import { amountError, CreateOrderSchema, headerValue, mockIssue } from './paypal-requests.js';

/**
 * The embedded PayPal sandbox (docs/decisions/0010): OAuth client credentials and the Orders v2
 * calls the adapter makes, plus a server-rendered approval page in place of PayPal's checkout.
 * Access tokens are stateless (an expiry signed with a key derived from the server's signing key),
 * so every server process accepts every other's tokens.
 */

const hide = { hide: true } as const;
const IdParamsSchema = z.object({ id: z.string().max(64) });

/** POST /v1/oauth2/token: client credentials (HTTP Basic) for a Bearer token. */
const paypalOAuth: FastifyPluginAsyncZod<{ ctx: PayPalContext; secret: Buffer }> = async (
  app,
  { ctx, secret },
) => {
  const clientId = ctx.config.clientId;

  app.post('/v1/oauth2/token', { schema: hide }, async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    const config = ctx.config;
    if (
      !credentials ||
      credentials.id !== config.clientId ||
      !sameText(credentials.secret, config.clientSecret)
    ) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const form = z.object({ grant_type: z.literal('client_credentials') }).safeParse(request.body);
    if (!form.success) {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const now = Math.floor(Date.now() / 1000);
    return reply.send({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: issueToken(secret, clientId, now),
      token_type: 'Bearer',
      app_id: 'APP-KINGSIDESANDBOX',
      expires_in: TOKEN_TTL_SECONDS,
      nonce: `${new Date(now * 1000).toISOString()}${crypto.randomBytes(16).toString('base64url')}`,
    });
  });
};

/** The Orders v2 calls; each needs a Bearer token from paypalOAuth. */
const paypalOrders: FastifyPluginAsyncZod<{ ctx: PayPalContext; secret: Buffer }> = async (
  app,
  { ctx, secret },
) => {
  const db = () => ctx.db;
  const clientId = ctx.config.clientId;

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const now = Math.floor(Date.now() / 1000);
    if (
      !header.startsWith('Bearer ') ||
      !tokenValid(secret, clientId, header.slice(7).trim(), now)
    ) {
      return reply
        .status(401)
        .send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
  });

  app.post('/v2/checkout/orders', { schema: hide }, async (request, reply) => {
    const parsed = CreateOrderSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, schemaError(parsed.error));
    const unit = parsed.data.purchase_units[0];
    const problem = unit ? amountError(unit) : null;
    if (problem) return sendError(reply, problem);
    const row = await createOrder(db(), parsed.data, headerValue(request, 'paypal-request-id'));
    const full = headerValue(request, 'prefer') === 'return=representation';
    return reply.status(201).send(presentOrder(row, origin(request), full));
  });

  app.get(
    '/v2/checkout/orders/:id',
    { schema: { ...hide, params: IdParamsSchema } },
    async (request, reply) => {
      const row = await findOrder(db(), request.params.id);
      if (!row) return sendError(reply, NOT_FOUND);
      return reply.send(presentOrder(row, origin(request), true));
    },
  );

  app.post(
    '/v2/checkout/orders/:id/capture',
    { schema: { ...hide, params: IdParamsSchema } },
    async (request, reply) => {
      const base = origin(request);
      const requestId = headerValue(request, 'paypal-request-id');
      const order = await findOrder(db(), request.params.id);
      if (!order) return sendError(reply, NOT_FOUND);
      const forced = mockIssue(request);
      if (forced) {
        const error = unprocessable(forced, describe(forced));
        if (forced === 'INSTRUMENT_DECLINED') {
          error.links = [{ href: approvalUrl(base, order.id), rel: 'redirect', method: 'GET' }];
        }
        return sendError(reply, error);
      }
      const captureId = captureIdFor(secret, order.id, requestId);
      const [captured] =
        order.status === 'APPROVED'
          ? await db()
              .update(sandboxPaypalOrders)
              .set({
                status: 'COMPLETED' satisfies OrderStatus,
                captureId,
                captureStatus: 'COMPLETED',
              })
              .where(
                and(
                  eq(sandboxPaypalOrders.id, order.id),
                  eq(sandboxPaypalOrders.status, 'APPROVED'),
                ),
              )
              .returning()
          : [];
      if (captured) return reply.status(201).send(presentCapture(captured, base));

      // Not captured now: either never approved, or captured already (perhaps by this same request).
      const current = (await findOrder(db(), order.id)) ?? order;
      if (current.status !== 'COMPLETED') {
        return sendError(
          reply,
          unprocessable('ORDER_NOT_APPROVED', DESCRIPTIONS.ORDER_NOT_APPROVED),
        );
      }
      if (requestId && current.captureId === captureId) {
        return reply.status(201).send(presentCapture(current, base));
      }
      return sendError(
        reply,
        unprocessable('ORDER_ALREADY_CAPTURED', DESCRIPTIONS.ORDER_ALREADY_CAPTURED),
      );
    },
  );
};

/** The payer's side: the approval page and its two buttons (plain forms; the CSP allows no scripts). */
const paypalCheckout: FastifyPluginAsyncZod<{ ctx: PayPalContext }> = async (app, { ctx }) => {
  const db = () => ctx.db;
  const missing = () => page('<p>This payment could not be found.</p>');

  app.get(
    '/checkoutnow',
    { schema: { ...hide, querystring: z.object({ token: z.string().max(64).optional() }) } },
    async (request, reply) => {
      const row = request.query.token ? await findOrder(db(), request.query.token) : undefined;
      if (!row) return sendPage(reply, 404, missing());
      return sendPage(reply, 200, approvalPage(row));
    },
  );

  app.post(
    '/checkoutnow/:id/approve',
    { schema: { ...hide, params: IdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const [row] = await db()
        .update(sandboxPaypalOrders)
        .set({ status: 'APPROVED' satisfies OrderStatus, payerEmail: PAYER.email })
        .where(
          and(
            eq(sandboxPaypalOrders.id, id),
            inArray(sandboxPaypalOrders.status, ['PAYER_ACTION_REQUIRED', 'APPROVED']),
          ),
        )
        .returning();
      if (!row) {
        const existing = await findOrder(db(), id);
        if (!existing) return sendPage(reply, 404, missing());
        return sendPage(reply, 409, page('<p>This payment has already been made.</p>'));
      }
      if (!row.returnUrl)
        return sendPage(reply, 200, page('<p>Payment approved. You can close this window.</p>'));
      return reply.redirect(withParams(row.returnUrl, { token: row.id, PayerID: PAYER.id }), 303);
    },
  );

  app.post(
    '/checkoutnow/:id/cancel',
    { schema: { ...hide, params: IdParamsSchema } },
    async (request, reply) => {
      const row = await findOrder(db(), request.params.id);
      if (!row) return sendPage(reply, 404, missing());
      if (!row.cancelUrl)
        return sendPage(reply, 200, page('<p>Payment cancelled. You can close this window.</p>'));
      return reply.redirect(withParams(row.cancelUrl, { token: row.id }), 303);
    },
  );
};

/** The PayPal look-alike under /sandbox/paypal. */
const paypalSandbox: FastifyPluginAsyncZod<{ ctx: PayPalContext }> = async (app, { ctx }) => {
  // OAuth and the approval page's forms post form-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const secret = sandboxSecret(ctx);
  await app.register(paypalOAuth, { prefix: PAYPAL_SANDBOX_PREFIX, ctx, secret });
  await app.register(paypalOrders, { prefix: PAYPAL_SANDBOX_PREFIX, ctx, secret });
  await app.register(paypalCheckout, { prefix: PAYPAL_SANDBOX_PREFIX, ctx });
};

export default paypalSandbox;
