import { z } from 'zod';
import {
  BROWSER_GATEWAY_ENVIRONMENTS,
  GATEWAY_ENVIRONMENTS,
  MAX_PAYMENT_CENTS,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SHORT_TEXT_MAX_LENGTH,
  TRANSACTION_ID_MAX_LENGTH,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import { CARD_NUMBER_PATTERN, decimalToCents, formatCents } from '../rules/money.js';
import { pageOf, pageQuery } from './common.js';
import { optionalString, requiredString } from './fields.js';

/** A client-made key that makes a retried checkout or charge reuse the first attempt. */
export const IdempotencyKeySchema = z.uuid({ error: 'A checkout key (UUID) is required.' });

/** The public handle of an order (a UUID, so order numbers cannot be guessed). */
export const OrderRefSchema = z.uuid({ error: 'Unknown order.' });

export const OrderItemSchema = z.object({
  description: z.string(),
  amountCents: z.number().int(),
  /** In a family order, the kind whose rows this line made (docs/decisions/0054). */
  kind: z.enum(ORDER_KINDS).optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** What an order is for and what it costs, as both its payer and an admin see them. */
const orderContents = {
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  description: z.string(),
  items: z.array(OrderItemSchema),
};

/** An order as its payer sees it (prices computed on the server, in cents). */
export const OrderSummarySchema = z.object({
  orderRef: z.string(),
  orderNumber: z.number().int(),
  ...orderContents,
  transactionId: z.string().nullable(),
  /** Zelle: where to send the money and the memo to write. */
  zelle: z.object({ recipient: z.string(), name: z.string(), memo: z.string() }).nullable(),
  /** While unpaid: when its seats are released unless it is paid (ISO instant); null otherwise. */
  holdUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** Accept.js result: the card as a one-time token (the card itself never reaches our server). */
export const OpaqueDataSchema = z.object({
  dataDescriptor: z.string().min(1).max(100),
  dataValue: z.string().min(1).max(4000),
});

const billTo = {
  billToFirstName: optionalString(50),
  billToLastName: optionalString(50),
  billToCompany: optionalString(50),
  billToAddress: optionalString(60),
  billToCity: optionalString(40),
  billToState: optionalString(40),
  billToZip: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, 'Enter a 5-digit ZIP code.')
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Fixed to US (spec 1 section 3). */
  billToCountry: z.literal('US', { error: 'Billing country must be US.' }).default('US'),
};

/**
 * A free payment's amount in dollars as typed ("25", "$1,375.50"), read as cents: at least one cent
 * and at most MAX_PAYMENT_CENTS. The card page checks it before the card is tokenized and the
 * charge route on arrival, so the page never sends what the server refuses.
 */
export const PaymentAmountSchema = requiredString()
  .transform(decimalToCents)
  .pipe(
    z
      .number({ error: MESSAGES.amountInDollars })
      .positive(MESSAGES.amountInDollars)
      .max(MAX_PAYMENT_CENTS, MESSAGES.amountTooLarge(formatCents(MAX_PAYMENT_CENTS))),
  );

/**
 * POST /api/authorizenet/charge: the spec's card payment body with the Accept token in place of
 * cardNumber, expirationDate and cardCode (docs/decisions/0010). With orderRef it pays that order
 * (its server-computed amount; a sent amount is ignored); without, it is a free payment of amount.
 */
export const CardChargeRequestSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  orderRef: OrderRefSchema.optional(),
  /** Required without orderRef; with one, the order's own amount is charged instead. */
  amount: PaymentAmountSchema.optional(),
  description: requiredString(SHORT_TEXT_MAX_LENGTH),
  opaqueData: OpaqueDataSchema,
  ...billTo,
});
export type CardChargeRequest = z.input<typeof CardChargeRequestSchema>;

export const ChargeResponseSchema = z.object({
  /** The gateway's transaction id (spec: the response is the transaction id). */
  transactionId: z.string(),
  message: z.string(),
  order: OrderSummarySchema,
});
export type ChargeResponse = z.infer<typeof ChargeResponseSchema>;

export const OrderRefBodySchema = z.object({ orderRef: OrderRefSchema });

export const PayPalCreateResponseSchema = z.object({
  paypalOrderId: z.string(),
  approveUrl: z.string(),
});
export type PayPalCreateResponse = z.infer<typeof PayPalCreateResponseSchema>;

export const OrderResponseSchema = z.object({ message: z.string(), order: OrderSummarySchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/** GET /api/payments/config: what the browser needs to take a payment. */
export const PaymentsConfigSchema = z.object({
  card: z.object({
    environment: z.enum(BROWSER_GATEWAY_ENVIRONMENTS),
    /** The gateway's tokenization script (Accept.js, or the embedded sandbox's copy). */
    acceptJsUrl: z.string(),
    apiLoginId: z.string(),
    clientKey: z.string(),
  }),
  paypal: z.object({ environment: z.enum(BROWSER_GATEWAY_ENVIRONMENTS) }),
  zelle: z.object({ recipient: z.string(), name: z.string() }),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** One row of /admin/payments. */
export const AdminOrderSchema = z.object({
  id: z.number().int(),
  orderRef: z.string(),
  ...orderContents,
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  transactionId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Paid at the gateway but not completed here, or a charge that never finished: an admin should look. */
  needsAttention: z.boolean(),
  /** An unpaid order's seats are released at this instant unless it is paid; null when it holds none. */
  holdUntil: z.string().nullable(),
  /** When the payment reminder before the hold expires was sent. */
  reminderSentAt: z.string().nullable(),
  /** When its seats were released (hold expired, declined, abandoned, or by an admin). */
  releasedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** What /admin/payments shows: every order, or those an admin acts on. */
export const ADMIN_ORDER_VIEWS = [
  'all',
  'attention',
  'awaiting',
  'holding',
  'paid',
  'refunded',
] as const;
export type AdminOrderView = (typeof ADMIN_ORDER_VIEWS)[number];
export const ADMIN_ORDERS_PAGE_MAX = 100;

/** GET /api/payments/orders: one page of the orders in a view, newest first. */
export const AdminOrderQuerySchema = z.object({
  ...pageQuery(ADMIN_ORDERS_PAGE_MAX, 25),
  show: z.enum(ADMIN_ORDER_VIEWS).default('all'),
});
export type AdminOrderQuery = z.input<typeof AdminOrderQuerySchema>;
export const AdminOrderPageSchema = pageOf(AdminOrderSchema);
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

/** An admin action on one order and what came of it, in words. */
export const AdminOrderResultSchema = z.object({ message: z.string(), order: AdminOrderSchema });
export type AdminOrderResult = z.infer<typeof AdminOrderResultSchema>;

/**
 * POST /api/payments/orders/:id/recordCharge: a card charge the gateway shows as approved that the
 * order never recorded (the server stopped mid-charge); the admin copies its transaction id.
 */
export const RecordChargeRequestSchema = z.object({
  transactionId: requiredString(TRANSACTION_ID_MAX_LENGTH).regex(
    /^[A-Za-z0-9-]+$/,
    'Enter the transaction id as the gateway shows it (letters and digits).',
  ),
});
export type RecordChargeRequest = z.input<typeof RecordChargeRequestSchema>;

const GatewaySchema = z.object({
  environment: z.enum(GATEWAY_ENVIRONMENTS),
  /** true when no real money moves: the embedded sandbox or the provider's sandbox. */
  sandbox: z.boolean(),
});

/** GET /api/payments/gateways (admin): where each gateway sends money. */
export const PaymentGatewaysSchema = z.object({ card: GatewaySchema, paypal: GatewaySchema });
export type PaymentGateways = z.infer<typeof PaymentGatewaysSchema>;

/** Card fields as the browser checks them before tokenizing; never sent to our API. */
export const CardFieldsSchema = z.object({
  cardNumber: z
    .string({ error: MESSAGES.required })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: MESSAGES.required, abort: true })
        .regex(CARD_NUMBER_PATTERN, 'Enter the 13 to 19 digits of the card number.'),
    ),
  expirationDate: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiration as MM/YY.'),
  cardCode: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit card code.'),
});
export type CardFields = z.input<typeof CardFieldsSchema>;
