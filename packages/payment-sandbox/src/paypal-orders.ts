import crypto from 'node:crypto';
import { centsToDecimal, decimalToCents } from '@kingside/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sandboxPaypalOrders, type SandboxDbOrTx } from './tables.js';
import { paypalId } from './paypal-credentials.js';
import { CreateOrderSchema, type CreateOrderBody, type PurchaseUnit } from './paypal-requests.js';

/** Orders v2 orders: their URLs, how the API shows them, and their rows in the sandbox table. */

export const PAYPAL_SANDBOX_PREFIX = '/sandbox/paypal';
/** The one sandbox buyer who approves every payment. */
export const PAYER = {
  id: 'SANDBOXPAYER',
  email: 'sandbox-buyer@personal.example.com',
  name: { given_name: 'Sandbox', surname: 'Buyer' },
} as const;

export type OrderRow = typeof sandboxPaypalOrders.$inferSelect;
export type OrderStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

export const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const orderUrl = (base: string, id: string) =>
  `${base}${PAYPAL_SANDBOX_PREFIX}/v2/checkout/orders/${id}`;
export const approvalUrl = (base: string, id: string) =>
  `${base}${PAYPAL_SANDBOX_PREFIX}/checkoutnow?token=${encodeURIComponent(id)}`;

export const experienceOf = (body: CreateOrderBody) =>
  body.payment_source?.paypal.experience_context ?? body.application_context;

/** The order's stored request, read back through the schema it was validated with. */
export const bodyOf = (row: OrderRow) => CreateOrderSchema.parse(row.body);

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
export function presentOrder(row: OrderRow, base: string, full: boolean) {
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
export function presentCapture(row: OrderRow, base: string) {
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

export async function findOrder(db: SandboxDbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(sandboxPaypalOrders).where(eq(sandboxPaypalOrders.id, id));
  return row;
}

/** Stores a new order; a PayPal-Request-Id seen before answers the order it made instead. */
export async function createOrder(
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
