import crypto from 'node:crypto';
import {
  MESSAGES,
  type AdminOrder,
  type OrderKind,
  type OrderStatus,
  type OrderSummary,
  type PaymentMethod,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { OrderItem } from './order-kinds.js';
import { ordersRepository, type OrderRow } from './payments.repository.js';

/** Orders with a charge started this long ago and no answer recorded are looked up at the gateway. */
export const STUCK_AFTER_MS = 2 * 60_000;

/** What the payer and the admin both see of an order. */
const presentCommon = (o: OrderRow) => ({
  orderRef: o.ref,
  kind: o.kind,
  status: o.status,
  paymentMethod: o.paymentMethod,
  amountCents: o.amountCents,
  description: o.description,
  items: o.items,
  transactionId: o.transactionId,
  createdAt: o.createdAt.toISOString(),
});

export function presentOrder(o: OrderRow, ctx: AppContext): OrderSummary {
  return {
    ...presentCommon(o),
    orderNumber: o.id,
    zelle:
      o.paymentMethod === 'zelle'
        ? {
            recipient: ctx.config.payments.zelleRecipient,
            name: ctx.config.club.name,
            memo: `Order ${o.id}`,
          }
        : null,
    holdUntil:
      (o.status === 'pending' || o.status === 'awaiting_payment') && o.holdUntil
        ? o.holdUntil.toISOString()
        : null,
  };
}

export function needsAttention(o: OrderRow, now = Date.now()): boolean {
  return (
    o.status === 'paid_unrecorded' ||
    (o.status === 'processing' && now - o.updatedAt.getTime() > STUCK_AFTER_MS)
  );
}

export function presentAdminOrder(o: OrderRow): AdminOrder {
  return {
    ...presentCommon(o),
    id: o.id,
    payerName: o.payerName,
    payerEmail: o.payerEmail,
    lastError: o.lastError,
    paidAt: o.paidAt?.toISOString() ?? null,
    refundedAt: o.refundedAt?.toISOString() ?? null,
    needsAttention: needsAttention(o),
    holdUntil: o.holdUntil?.toISOString() ?? null,
    reminderSentAt: o.reminderSentAt?.toISOString() ?? null,
    releasedAt: o.releasedAt?.toISOString() ?? null,
  };
}

/**
 * Who holds an order's seats, for the per-visitor limit: the account when logged in, otherwise the
 * client address as a keyed hash (the address itself is never stored). The key is the oldest
 * token-signing key, which rotation keeps.
 */
export function holderKeyOf(
  ctx: AppContext,
  request: { ip: string; auth: { user: { id: number } } | null },
): string {
  if (request.auth) return `user:${request.auth.user.id}`;
  const key = ctx.keys.all()[0]!.secret;
  const hash = crypto.createHmac('sha256', key).update(`seat-holder:${request.ip}`).digest('hex');
  return `ip:${hash.slice(0, 32)}`;
}

/** Whether a holder key (holderKeyOf) names a signed-in account rather than an address. */
export const isAccountHolder = (holderKey: string) => holderKey.startsWith('user:');

/**
 * When the seat hold of a checkout paid now (card, PayPal) ends: `minutes` (the SEAT_HOLD_MINUTES
 * setting, 15 unless set) from `now` (docs/decisions/0015). A hold paid later (Zelle) ends as the
 * desk's `hold` decides (0046).
 */
export function payNowHoldEnd(minutes: number, now = new Date()): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** A stable fingerprint of what was ordered, so one checkout key cannot buy two different carts. */
export function fingerprint(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The invoice number an order's charges carry at the gateway, by which a lost answer is found. */
export const invoiceNumber = (o: OrderRow) => `KS-${o.id}`;

export const statusWords = (status: OrderStatus) => status.replaceAll('_', ' ');

/** A new order as a selling module describes it; payments prices its lines through the kind's hooks. */
export type NewOrderInput<Line> = {
  idempotencyKey: string;
  /** What makes two submissions "the same order" (e.g. the cart's items and payer). */
  cart: unknown;
  paymentMethod: PaymentMethod;
  description: string;
  lines: Line[];
  payerName: string | null;
  payerEmail: string | null;
  userId?: number | null;
  /** Zelle and after-school orders wait for the money; card and PayPal orders hold seats a while. */
  status: 'pending' | 'awaiting_payment';
  /** When the seats are released unless paid (the desk's `hold`); null holds without end (no seat limit). */
  holdUntil: Date | null;
  /** Who holds the seats (holderKeyOf), for the per-visitor limit. */
  holderKey: string | null;
};

/**
 * The order already made with this checkout key, or null for a new key. The same key with a
 * different cart is refused, so one key never buys two different carts.
 */
export async function findRepeat(
  db: DbOrTx,
  idempotencyKey: string,
  cart: unknown,
): Promise<{ order: OrderRow; created: false } | null> {
  const existing = await ordersRepository(db).findByKey(idempotencyKey);
  if (!existing) return null;
  if (existing.cartHash !== fingerprint(cart)) {
    throw conflict('CHECKOUT_REUSED', MESSAGES.checkoutReused);
  }
  return { order: existing, created: false };
}

/**
 * Inserts an order of `kind` with its priced items, or returns the order already made with this
 * key (`created: false`, so callers do not add registrations twice). The same key with a different
 * cart is refused.
 */
export async function insertOrder(
  db: DbOrTx,
  kind: OrderKind,
  input: Omit<NewOrderInput<unknown>, 'lines'> & { items: OrderItem[] },
): Promise<{ order: OrderRow; created: boolean }> {
  const repeat = await findRepeat(db, input.idempotencyKey, input.cart);
  if (repeat) return repeat;
  const order = await ordersRepository(db).insert({
    idempotencyKey: input.idempotencyKey,
    kind,
    status: input.status,
    paymentMethod: input.paymentMethod,
    amountCents: input.items.reduce((sum, i) => sum + i.amountCents, 0),
    description: input.description,
    items: input.items,
    cartHash: fingerprint(input.cart),
    payerName: input.payerName,
    payerEmail: input.payerEmail,
    userId: input.userId ?? null,
    holdUntil: input.holdUntil,
    holderKey: input.holderKey,
  });
  return { order, created: true };
}
