import crypto from 'node:crypto';
import { centsToDecimal, decimalToCents, formatCents } from '@kingside/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayPalContext } from './options.js';
import { sandboxPaypalOrders, type SandboxDbOrTx } from './tables.js';

/**
 * The embedded PayPal sandbox (docs/decisions/0010): OAuth client credentials and the Orders v2
 * calls the adapter makes, plus a server-rendered approval page in place of PayPal's checkout.
 * Access tokens are stateless (an expiry signed with a key derived from the server's signing key),
 * so every server process accepts every other's tokens.
 */

export const PAYPAL_SANDBOX_PREFIX = '/sandbox/paypal';
/** PayPal's access-token lifetime in seconds (9 hours). */
const TOKEN_TTL_SECONDS = 32_400;
/** The one sandbox buyer who approves every payment. */
const PAYER = {
  id: 'SANDBOXPAYER',
  email: 'sandbox-buyer@personal.example.com',
  name: { given_name: 'Sandbox', surname: 'Buyer' },
} as const;

type OrderRow = typeof sandboxPaypalOrders.$inferSelect;
type OrderStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

// ---------------------------------------------------------------------------------------------
// Request bodies

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });
type Money = z.infer<typeof MoneySchema>;

const HttpUrlSchema = z.url({ protocol: /^https?$/, error: 'Must be an absolute http(s) URL.' });

const ExperienceContextSchema = z.object({
  brand_name: z.string().max(127).optional(),
  user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  return_url: HttpUrlSchema.optional(),
  cancel_url: HttpUrlSchema.optional(),
});

const PurchaseUnitSchema = z.object({
  reference_id: z.string().min(1).max(256).optional(),
  custom_id: z.string().max(255).optional(),
  invoice_id: z.string().max(127).optional(),
  description: z.string().max(127).optional(),
  amount: MoneySchema.extend({
    breakdown: z
      .object({ item_total: MoneySchema.optional(), discount: MoneySchema.optional() })
      .optional(),
  }),
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(127),
        quantity: z.string().regex(/^[1-9]\d{0,9}$/),
        unit_amount: MoneySchema,
      }),
    )
    .optional(),
});
type PurchaseUnit = z.infer<typeof PurchaseUnitSchema>;

const CreateOrderSchema = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z.array(PurchaseUnitSchema).length(1),
  payment_source: z
    .object({ paypal: z.object({ experience_context: ExperienceContextSchema.optional() }) })
    .optional(),
  /** The older place for return_url and cancel_url, still accepted by PayPal. */
  application_context: ExperienceContextSchema.optional(),
});
type CreateOrderBody = z.infer<typeof CreateOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Errors, in PayPal's shape

type Issue = { issue: string; description: string; field?: string; location?: string };
type PayPalError = {
  status: number;
  name: string;
  message: string;
  details: Issue[];
  links?: { href: string; rel: string; method: string }[];
};

const unprocessable = (issue: string, description: string, field?: string): PayPalError => ({
  status: 422,
  name: 'UNPROCESSABLE_ENTITY',
  message:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [{ ...(field ? { field, location: 'body' } : {}), issue, description }],
});

const invalidRequest = (issue: string, description: string, field: string): PayPalError => ({
  status: 400,
  name: 'INVALID_REQUEST',
  message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  details: [{ field, location: 'body', issue, description }],
});

const NOT_FOUND: PayPalError = {
  status: 404,
  name: 'RESOURCE_NOT_FOUND',
  message: 'The specified resource does not exist.',
  details: [
    {
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ],
};

const DESCRIPTIONS = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  TRANSACTION_REFUSED: 'The request was refused.',
} as const;

const describe = (issue: string): string =>
  Object.hasOwn(DESCRIPTIONS, issue)
    ? DESCRIPTIONS[issue as keyof typeof DESCRIPTIONS]
    : 'Mocked by PayPal-Mock-Response.';

function sendError(reply: FastifyReply, error: PayPalError) {
  const { status, ...body } = error;
  return reply
    .status(status)
    .send({ ...body, debug_id: crypto.randomBytes(7).toString('hex').slice(0, 13) });
}

/** A zod failure as PayPal words it: the JSON pointer of the field and a stable issue. */
function schemaError(error: z.ZodError): PayPalError {
  const issue = error.issues[0];
  const field = `/${(issue?.path ?? []).map(String).join('/')}`;
  const missing = issue?.code === 'invalid_type' && issue.message.includes('undefined');
  return invalidRequest(
    missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
    issue?.message ?? 'A parameter value is not valid.',
    field,
  );
}

// ---------------------------------------------------------------------------------------------
// Amount rules

/** The cents of a USD value with at most 2 decimals, or the error PayPal would give. */
function readMoney(money: Money, field: string): number | PayPalError {
  if (money.currency_code !== 'USD') {
    return unprocessable(
      'CURRENCY_NOT_SUPPORTED',
      'The sandbox takes USD only.',
      `${field}/currency_code`,
    );
  }
  if (/^\d{1,10}\.\d{3,}$/.test(money.value)) {
    return unprocessable(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      `${field}/value`,
    );
  }
  const cents = /^\d{1,10}(\.\d{1,2})?$/.test(money.value) ? decimalToCents(money.value) : null;
  if (cents === null) {
    return invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/value`,
    );
  }
  return cents;
}

/** Checks the amount against its breakdown and the items, as PayPal does; null when consistent. */
function amountError(unit: PurchaseUnit): PayPalError | null {
  const field = "/purchase_units/@reference_id=='default'";
  const amount = readMoney(unit.amount, `${field}/amount`);
  if (typeof amount !== 'number') return amount;
  if (amount === 0) {
    return unprocessable(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero.',
      `${field}/amount/value`,
    );
  }
  const breakdown = unit.amount.breakdown;
  const itemTotal = breakdown?.item_total
    ? readMoney(breakdown.item_total, `${field}/amount/breakdown/item_total`)
    : null;
  const discount = breakdown?.discount
    ? readMoney(breakdown.discount, `${field}/amount/breakdown/discount`)
    : 0;
  if (itemTotal !== null && typeof itemTotal !== 'number') return itemTotal;
  if (typeof discount !== 'number') return discount;

  if (unit.items?.length) {
    if (itemTotal === null) {
      return unprocessable(
        'ITEM_TOTAL_REQUIRED',
        'If item details are specified, amount.breakdown.item_total is required.',
      );
    }
    let sum = 0;
    for (const [i, item] of unit.items.entries()) {
      const price = readMoney(item.unit_amount, `${field}/items/${i}/unit_amount`);
      if (typeof price !== 'number') return price;
      sum += price * Number(item.quantity);
    }
    if (sum !== itemTotal) {
      return unprocessable(
        'ITEM_TOTAL_MISMATCH',
        'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
      );
    }
  }
  if (breakdown && (itemTotal ?? 0) - discount !== amount) {
    return unprocessable(
      'AMOUNT_MISMATCH',
      'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
    );
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Ids and tokens

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A 17-character id like PayPal's ("5O190127TN364715T") from at least 17 bytes. */
function paypalId(bytes: Buffer): string {
  let id = '';
  for (let i = 0; i < 17; i++) id += ID_ALPHABET[(bytes[i] ?? 0) % ID_ALPHABET.length];
  return id;
}

const sign = (secret: Buffer, text: string) =>
  crypto.createHmac('sha256', secret).update(text).digest();

/** The key that signs access tokens and capture ids, the same in every server process. */
const sandboxSecret = (ctx: PayPalContext) =>
  sign(Buffer.from(ctx.config.signingSecret), 'kingside paypal sandbox');

/** A repeat capture with the same PayPal-Request-Id gets the same capture id, so it is recognised. */
const captureIdFor = (secret: Buffer, orderId: string, requestId: string | undefined) =>
  paypalId(requestId ? sign(secret, `capture:${orderId}:${requestId}`) : crypto.randomBytes(17));

function issueToken(secret: Buffer, clientId: string, nowSeconds: number): string {
  const expiresAt = nowSeconds + TOKEN_TTL_SECONDS;
  return `A21AA.${expiresAt}.${sign(secret, `${clientId}.${expiresAt}`).toString('base64url')}`;
}

function tokenValid(secret: Buffer, clientId: string, token: string, nowSeconds: number): boolean {
  const [prefix, expiresAt, signature] = token.split('.');
  if (prefix !== 'A21AA' || !expiresAt || !signature || Number(expiresAt) <= nowSeconds)
    return false;
  const expected = sign(secret, `${clientId}.${expiresAt}`);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** client_id and secret from an HTTP Basic header. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const sameText = (a: string, b: string) => {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
};

const headerValue = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
};

/** The issue forced by PayPal-Mock-Response {"mock_application_codes": "…"}, as in PayPal's sandbox. */
function mockIssue(request: FastifyRequest): string | null {
  const header = headerValue(request, 'paypal-mock-response');
  if (!header) return null;
  try {
    const code: unknown = (JSON.parse(header) as { mock_application_codes?: unknown })
      .mock_application_codes;
    return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Orders

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const orderUrl = (base: string, id: string) =>
  `${base}${PAYPAL_SANDBOX_PREFIX}/v2/checkout/orders/${id}`;
const approvalUrl = (base: string, id: string) =>
  `${base}${PAYPAL_SANDBOX_PREFIX}/checkoutnow?token=${encodeURIComponent(id)}`;

const experienceOf = (body: CreateOrderBody) =>
  body.payment_source?.paypal.experience_context ?? body.application_context;

/** The order's stored request, read back through the schema it was validated with. */
const bodyOf = (row: OrderRow) => CreateOrderSchema.parse(row.body);

function links(row: OrderRow, base: string) {
  const list = [{ href: orderUrl(base, row.id), rel: 'self', method: 'GET' }];
  if (row.status === 'PAYER_ACTION_REQUIRED') {
    list.push({ href: approvalUrl(base, row.id), rel: 'payer-action', method: 'GET' });
  }
  if (row.status !== 'COMPLETED') {
    list.push({ href: `${orderUrl(base, row.id)}/capture`, rel: 'capture', method: 'POST' });
  }
  return list;
}

const payerParts = (row: OrderRow) => {
  const email = row.payerEmail ?? PAYER.email;
  return {
    payment_source: { paypal: { email_address: email, account_id: PAYER.id, name: PAYER.name } },
    payer: { name: PAYER.name, email_address: email, payer_id: PAYER.id },
  };
};

function capturesOf(row: OrderRow, unit: PurchaseUnit) {
  if (!row.captureId) return {};
  return {
    payments: {
      captures: [
        {
          id: row.captureId,
          status: row.captureStatus ?? 'COMPLETED',
          amount: { currency_code: row.currencyCode, value: row.amountValue },
          final_capture: true,
          seller_protection: { status: 'ELIGIBLE' },
          ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
          ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
        },
      ],
    },
  };
}

/** The order as GET (or Prefer: return=representation) shows it; `full` false is return=minimal. */
function presentOrder(row: OrderRow, base: string, full: boolean) {
  if (!full) return { id: row.id, status: row.status, links: links(row, base) };
  const body = bodyOf(row);
  const unit = body.purchase_units[0];
  const approved = row.status === 'APPROVED' || row.status === 'COMPLETED';
  return {
    id: row.id,
    intent: body.intent,
    status: row.status,
    ...(approved ? payerParts(row) : {}),
    purchase_units: unit
      ? [{ ...unit, reference_id: unit.reference_id ?? 'default', ...capturesOf(row, unit) }]
      : [],
    create_time: row.createdAt.toISOString(),
    links: links(row, base),
  };
}

/** The capture call's 201 answer, rebuilt from the row so a replay gets the same one. */
function presentCapture(row: OrderRow, base: string) {
  const unit = bodyOf(row).purchase_units[0];
  return {
    id: row.id,
    status: row.status,
    ...payerParts(row),
    purchase_units: unit
      ? [{ reference_id: unit.reference_id ?? 'default', ...capturesOf(row, unit) }]
      : [],
    links: [{ href: orderUrl(base, row.id), rel: 'self', method: 'GET' }],
  };
}

async function findOrder(db: SandboxDbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, id));
  return row;
}

/** Stores a new order; a PayPal-Request-Id seen before answers the order it made instead. */
async function createOrder(
  db: SandboxDbOrTx,
  body: CreateOrderBody,
  requestId: string | undefined,
) {
  const unit = body.purchase_units[0];
  const experience = experienceOf(body);
  const cents = unit ? decimalToCents(unit.amount.value) : null;
  const [row] = await db
    .insert(sandboxPaypalOrders)
    .values({
      id: paypalId(crypto.randomBytes(17)),
      requestId: requestId ?? null,
      status: 'PAYER_ACTION_REQUIRED' satisfies OrderStatus,
      amountValue: centsToDecimal(cents ?? 0),
      currencyCode: unit?.amount.currency_code ?? 'USD',
      body,
      returnUrl: experience?.return_url ?? null,
      cancelUrl: experience?.cancel_url ?? null,
    })
    .onConflictDoNothing({ target: sandboxPaypalOrders.requestId })
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(sandboxPaypalOrders)
    .where(eq(sandboxPaypalOrders.requestId, requestId ?? ''));
  if (!existing) throw new Error('sandbox PayPal order vanished after a request-id conflict');
  return existing;
}

// ---------------------------------------------------------------------------------------------
// The approval page

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f7fa; color: #1b1f23; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { color: #003087; font-size: 1.5rem; margin-top: 0; }
  .note { background: #fff4ce; padding: 0.5rem 0.75rem; border-radius: 6px; font-size: 0.875rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { color: #545d68; } dd { margin: 0; font-weight: 600; }
  form { margin: 0.75rem 0 0; }
  button { width: 100%; padding: 0.75rem; border-radius: 24px; font-size: 1rem; cursor: pointer;
           border: 1px solid #0070ba; background: #0070ba; color: #fff; font-weight: 600; }
  button.secondary { background: #fff; color: #0070ba; }
`;

/** A complete HTML page titled "PayPal Sandbox"; `body` must already be escaped. */
const page = (body: string) =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PayPal Sandbox</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>PayPal Sandbox</h1>
<p class="note">Test payments only: no money moves.</p>
${body}
</main>
</body>
</html>
`;

function approvalPage(row: OrderRow): string {
  const body = bodyOf(row);
  const unit = body.purchase_units[0];
  const description = unit?.description ?? unit?.items?.map((i) => i.name).join(', ') ?? 'Payment';
  const merchant = experienceOf(body)?.brand_name;
  const cents = decimalToCents(row.amountValue) ?? 0;
  const details = `<dl>
${merchant ? `<dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd>` : ''}
<dt>For</dt><dd>${escapeHtml(description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(`${formatCents(cents)} ${row.currencyCode}`)}</dd>
</dl>`;
  if (row.status === 'COMPLETED') return page(`${details}\n<p>This payment has been made.</p>`);
  const action = `${PAYPAL_SANDBOX_PREFIX}/checkoutnow/${encodeURIComponent(row.id)}`;
  return page(`${details}
<form method="post" action="${escapeHtml(`${action}/approve`)}"><button type="submit">Pay Now</button></form>
<form method="post" action="${escapeHtml(`${action}/cancel`)}"><button type="submit" class="secondary">Cancel and return</button></form>`);
}

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

/** `url` with the query parameters PayPal appends on the way back to the merchant. */
function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}

// ---------------------------------------------------------------------------------------------
// Routes

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
