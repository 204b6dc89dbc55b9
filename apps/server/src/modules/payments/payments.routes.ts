import {
  AdminOrderResultSchema,
  AdminOrderPageSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  ApiErrorSchema,
  CardChargeRequestSchema,
  ChargeResponseSchema,
  centsToDecimal,
  IdParamsSchema,
  MESSAGES,
  OrderRefBodySchema,
  OrderRefSchema,
  OrderResponseSchema,
  OrderSummarySchema,
  PayPalCreateResponseSchema,
  PaymentGatewaysSchema,
  PaymentsConfigSchema,
  RecordChargeRequestSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { csvCell } from '../../lib/csv.js';
import { acceptJsUrl, gatewayEnvironments } from './gateways/index.js';
import { presentAdminOrder, presentOrder } from './orders.js';

const security = [{ bearer: [] }];
const errors = {
  400: ApiErrorSchema,
  402: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const adminErrors = {
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const payments = app.payments;

  app.get(
    '/api/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary:
          'What the browser needs to take a payment: the card tokenization script, PayPal, Zelle',
        response: { 200: PaymentsConfigSchema },
      },
    },
    async () => {
      const p = ctx.config.payments;
      const env = (e: string) =>
        e === 'production' ? ('production' as const) : ('sandbox' as const);
      return {
        card: {
          environment: env(p.authnet.environment),
          acceptJsUrl: acceptJsUrl(ctx.config),
          apiLoginId: p.authnet.apiLoginId,
          clientKey: p.authnet.clientKey,
        },
        paypal: { environment: env(p.paypal.environment) },
        zelle: { recipient: p.zelleRecipient, name: ctx.config.club.name },
      };
    },
  );

  app.post(
    '/api/authorizenet/charge',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags: ['payments'],
        summary:
          'Pay by card with an Accept.js token: an order (orderRef, its server-computed amount) or a free amount',
        body: CardChargeRequestSchema,
        response: {
          200: ChargeResponseSchema,
          ...errors,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const b = request.body;
      // The contract has checked the amount's range (PaymentAmountSchema); an order has its own.
      const amountCents = b.orderRef ? null : (b.amount ?? null);
      const { transactionId, order } = await payments.chargeCard(
        {
          idempotencyKey: b.idempotencyKey,
          orderRef: b.orderRef,
          amountCents,
          description: b.description,
          opaqueData: b.opaqueData,
          billTo: {
            firstName: b.billToFirstName,
            lastName: b.billToLastName,
            company: b.billToCompany,
            address: b.billToAddress,
            city: b.billToCity,
            state: b.billToState,
            zip: b.billToZip,
            country: 'US',
          },
          email: request.auth?.user.email ?? null,
        },
        request.ip,
      );
      const message = order.kind === 'camp' ? MESSAGES.campRegistered : MESSAGES.paymentThanks;
      return { transactionId, message, order: presentOrder(order, ctx) };
    },
  );

  app.get(
    '/api/orders/:orderRef',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'An order by its reference (a UUID), for the payer',
        params: z.object({ orderRef: OrderRefSchema }),
        response: { 200: OrderSummarySchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => presentOrder(await payments.orderByRef(request.params.orderRef), ctx),
  );

  app.post(
    '/api/paypal/orders',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order with PayPal: the approval page to send the payer to',
        body: OrderRefBodySchema,
        response: { 200: PayPalCreateResponseSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      return payments.createPayPalOrder(request.body.orderRef);
    },
  );

  app.post(
    '/api/paypal/orders/cancel',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags: ['payments'],
        summary:
          'The payer came back from PayPal without paying: a camp checkout releases its seats now',
        body: OrderRefBodySchema,
        response: { 200: OrderSummarySchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      return presentOrder(await payments.cancelPayPal(request.body.orderRef), ctx);
    },
  );

  app.post(
    '/api/paypal/orders/capture',
    {
      config: { access: 'public', rateLimit: 'perIp' },
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved PayPal payment and complete the order',
        body: OrderRefBodySchema,
        response: {
          200: OrderResponseSchema,
          ...errors,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const order = await payments.capturePayPal(request.body.orderRef);
      const message = order.kind === 'camp' ? MESSAGES.campRegistered : MESSAGES.paymentThanks;
      return { message, order: presentOrder(order, ctx) };
    },
  );

  app.get(
    '/api/payments/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Admin: one page of the orders in a view (all, needing attention, …), newest first',
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderPageSchema, 400: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { show, page, size } = request.query;
      const { rows, total } = await payments.pageOrders(show, { page, size });
      return { items: rows.map(presentAdminOrder), total, page, size };
    },
  );

  app.get(
    '/api/payments/gateways',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Admin: where each payment gateway sends money (embedded sandbox, provider sandbox, production)',
        response: { 200: PaymentGatewaysSchema, ...adminErrors },
      },
    },
    async () => gatewayEnvironments(ctx.config),
  );

  app.get(
    '/api/payments/orders.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary: 'Admin: every order as CSV',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => {
      const rows = (await payments.listOrders()).map(presentAdminOrder);
      const header = [
        'id',
        'createdAt',
        'kind',
        'status',
        'paymentMethod',
        'amount',
        'description',
        'items',
        'payerName',
        'payerEmail',
        'transactionId',
        'paidAt',
        'refundedAt',
        'holdUntil',
        'releasedAt',
        'needsAttention',
        'lastError',
      ];
      const lines = rows.map((o) =>
        [
          o.id,
          o.createdAt,
          o.kind,
          o.status,
          o.paymentMethod,
          centsToDecimal(o.amountCents),
          o.description,
          o.items.map((i) => `${i.description} (${centsToDecimal(i.amountCents)})`).join('; '),
          o.payerName,
          o.payerEmail,
          o.transactionId,
          o.paidAt,
          o.refundedAt,
          o.holdUntil,
          o.releasedAt,
          o.needsAttention ? 'yes' : 'no',
          o.lastError,
        ]
          .map(csvCell)
          .join(','),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .send([header.join(','), ...lines].join('\r\n') + '\r\n');
    },
  );

  app.post(
    '/api/payments/orders/:id/markPaid',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Admin: a Zelle or PayPal payment arrived; completes the order and sends the receipt',
        params: IdParamsSchema,
        response: { 200: AdminOrderSchema, 400: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => presentAdminOrder(await payments.markPaid(request.params.id)),
  );

  app.post(
    '/api/payments/orders/:id/release',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Admin: release an unpaid order now (its seats are free again, its registrations end), or a charge stuck in processing that was never made',
        params: IdParamsSchema,
        response: { 200: AdminOrderSchema, 400: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => presentAdminOrder(await payments.release(request.params.id)),
  );

  app.post(
    '/api/payments/orders/:id/checkGateway',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Admin: look a charge stuck in processing up at the gateway now; approved completes the order, not made releases it',
        params: IdParamsSchema,
        response: { 200: AdminOrderResultSchema, 400: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { message, order } = await payments.checkGateway(request.params.id);
      return { message, order: presentAdminOrder(order) };
    },
  );

  app.post(
    '/api/payments/orders/:id/recordCharge',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Admin: complete a card order with a charge the gateway shows approved (its transaction id), after a charge got stuck',
        params: IdParamsSchema,
        body: RecordChargeRequestSchema,
        response: { 200: AdminOrderSchema, 400: ApiErrorSchema, ...adminErrors },
      },
    },
    async (request) =>
      presentAdminOrder(await payments.recordCharge(request.params.id, request.body.transactionId)),
  );

  app.post(
    '/api/payments/orders/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary: 'Admin: refund a paid card order in full through the gateway',
        params: IdParamsSchema,
        response: {
          200: AdminOrderSchema,
          400: ApiErrorSchema,
          402: ApiErrorSchema,
          502: ApiErrorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => presentAdminOrder(await payments.refund(request.params.id)),
  );

  app.post(
    '/api/payments/recover',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        security,
        summary:
          'Admin: complete paid orders that were not recorded, now (also runs every 30 seconds)',
        response: { 200: z.object({ completed: z.number().int() }), ...adminErrors },
      },
    },
    async () => ({ completed: await payments.recover() }),
  );
};

export default paymentsRoutes;
