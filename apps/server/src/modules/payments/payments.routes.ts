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
import { pageAnswer } from '../../lib/paging.js';
import { publicRoutes, sendAttachment, signedInRoutes } from '../../lib/routes.js';
import { acceptJsUrl, gatewayEnvironments } from './gateways/index.js';
import { presentAdminOrder, presentOrder } from './orders.js';

const errors = {
  400: ApiErrorSchema,
  402: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const adminErrors = { 404: ApiErrorSchema, 409: ApiErrorSchema };
/** An admin's action on one order: the order, or a bad id (400), none (404), its state refuses (409). */
const ORDER_ACTION = {
  params: IdParamsSchema,
  response: { 200: AdminOrderSchema, 400: ApiErrorSchema, ...adminErrors },
};

const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const payments = app.payments;
  const visitor = publicRoutes(app, 'payments');
  const limited = publicRoutes(app, 'payments', { rateLimit: 'perIp' });
  const { admin } = signedInRoutes(app, 'payments');

  visitor.get(
    '/api/payments/config',
    'What the browser needs to take a payment: the card tokenization script, PayPal, Zelle',
    { response: { 200: PaymentsConfigSchema } },
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

  limited.post(
    '/api/authorizenet/charge',
    'Pay by card with an Accept.js token: an order (orderRef, its server-computed amount) or a free amount',
    {
      body: CardChargeRequestSchema,
      response: {
        200: ChargeResponseSchema,
        ...errors,
        429: ApiErrorSchema,
        502: ApiErrorSchema,
        503: ApiErrorSchema,
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

  visitor.get(
    '/api/orders/:orderRef',
    'An order by its reference (a UUID), for the payer',
    {
      params: z.object({ orderRef: OrderRefSchema }),
      response: { 200: OrderSummarySchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
    },
    async (request) => presentOrder(await payments.orderByRef(request.params.orderRef), ctx),
  );

  limited.post(
    '/api/paypal/orders',
    'Start paying an order with PayPal: the approval page to send the payer to',
    {
      body: OrderRefBodySchema,
      response: { 200: PayPalCreateResponseSchema, ...errors, 429: ApiErrorSchema },
    },
    (request) => payments.createPayPalOrder(request.body.orderRef),
  );

  limited.post(
    '/api/paypal/orders/cancel',
    'The payer came back from PayPal without paying: a camp checkout releases its seats now',
    {
      body: OrderRefBodySchema,
      response: { 200: OrderSummarySchema, ...errors, 429: ApiErrorSchema },
    },
    async (request) => presentOrder(await payments.cancelPayPal(request.body.orderRef), ctx),
  );

  limited.post(
    '/api/paypal/orders/capture',
    'Capture an approved PayPal payment and complete the order',
    {
      body: OrderRefBodySchema,
      response: {
        200: OrderResponseSchema,
        ...errors,
        429: ApiErrorSchema,
        502: ApiErrorSchema,
        503: ApiErrorSchema,
      },
    },
    async (request) => {
      const order = await payments.capturePayPal(request.body.orderRef);
      const message = order.kind === 'camp' ? MESSAGES.campRegistered : MESSAGES.paymentThanks;
      return { message, order: presentOrder(order, ctx) };
    },
  );

  admin.get(
    '/api/payments/orders',
    'Admin: one page of the orders in a view (all, needing attention, …), newest first',
    {
      querystring: AdminOrderQuerySchema,
      response: { 200: AdminOrderPageSchema, 400: ApiErrorSchema, ...adminErrors },
    },
    async (request) => {
      const { show, page, size } = request.query;
      const { rows, total } = await payments.pageOrders(show, { page, size });
      return pageAnswer(request.query, rows.map(presentAdminOrder), total);
    },
  );

  admin.get(
    '/api/payments/gateways',
    'Admin: where each payment gateway sends money (embedded sandbox, provider sandbox, production)',
    { response: { 200: PaymentGatewaysSchema, ...adminErrors } },
    async () => gatewayEnvironments(ctx.config),
  );

  admin.get(
    '/api/payments/orders.csv',
    'Admin: every order as CSV',
    { produces: ['text/csv'] },
    async (_request, _user, reply) => {
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
      const text = [header.join(','), ...lines].join('\r\n') + '\r\n';
      return sendAttachment(reply, 'text/csv; charset=utf-8', 'payments.csv', text);
    },
  );

  admin.post(
    '/api/payments/orders/:id/markPaid',
    'Admin: a Zelle or PayPal payment arrived; completes the order and sends the receipt',
    ORDER_ACTION,
    async (request) => presentAdminOrder(await payments.markPaid(request.params.id)),
  );

  admin.post(
    '/api/payments/orders/:id/release',
    'Admin: release an unpaid order now (its seats are free again, its registrations end), or a charge stuck in processing that was never made',
    ORDER_ACTION,
    async (request) => presentAdminOrder(await payments.release(request.params.id)),
  );

  admin.post(
    '/api/payments/orders/:id/checkGateway',
    'Admin: look a charge stuck in processing up at the gateway now; approved completes the order, not made releases it',
    {
      params: IdParamsSchema,
      response: { 200: AdminOrderResultSchema, 400: ApiErrorSchema, ...adminErrors },
    },
    async (request) => {
      const { message, order } = await payments.checkGateway(request.params.id);
      return { message, order: presentAdminOrder(order) };
    },
  );

  admin.post(
    '/api/payments/orders/:id/recordCharge',
    'Admin: complete a card order with a charge the gateway shows approved (its transaction id), after a charge got stuck',
    {
      params: IdParamsSchema,
      body: RecordChargeRequestSchema,
      response: { 200: AdminOrderSchema, 400: ApiErrorSchema, ...adminErrors },
    },
    async (request) =>
      presentAdminOrder(await payments.recordCharge(request.params.id, request.body.transactionId)),
  );

  admin.post(
    '/api/payments/orders/:id/refund',
    'Admin: refund a paid card order in full through the gateway',
    {
      params: IdParamsSchema,
      response: {
        200: AdminOrderSchema,
        400: ApiErrorSchema,
        402: ApiErrorSchema,
        502: ApiErrorSchema,
        ...adminErrors,
      },
    },
    async (request) => presentAdminOrder(await payments.refund(request.params.id)),
  );

  admin.post(
    '/api/payments/recover',
    'Admin: complete paid orders that were not recorded, now (also runs every 30 seconds)',
    { response: { 200: z.object({ completed: z.number().int() }), ...adminErrors } },
    async () => ({ completed: await payments.recover() }),
  );
};

export default paymentsRoutes;
