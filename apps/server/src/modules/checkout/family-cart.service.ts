import {
  couponDiscount,
  ENTRY_MESSAGES,
  familyCartItemKey,
  FAMILY_CART_MESSAGES,
  formatCents,
  spreadDiscount,
  type FamilyCartCatalog,
  type FamilyCartQuote,
  type FamilyCartQuoteRequestSchema,
  type FamilyCartRequestSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import { afterschoolCartPart, afterschoolCatalog } from '../afterschool/index.js';
import { campCartPart, campCatalog } from '../camp/index.js';
import { familyChildFor } from '../families/index.js';
import type {
  CartBuyer,
  CartChild,
  CartPart,
  CartPartItem,
  CartPartLine,
  HeldEvent,
  OrderDesk,
  OrderItem,
  OrderRow,
  PreparedCartPart,
} from '../payments/index.js';
import { tournamentCartPart, tournamentCatalog, tryCoupon } from '../tournaments/index.js';

type Quote = z.output<typeof FamilyCartQuoteRequestSchema>;
type Cart = z.output<typeof FamilyCartRequestSchema>;
type Item = Quote['items'][number];
type UserLike = { id: number; roles: CartBuyer['roles']; name: string; email: string };

/** The parts a family cart is made of, in the order their events are locked. */
function partsOf(ctx: AppContext) {
  return {
    camp: campCartPart(ctx),
    afterschool: afterschoolCartPart(ctx),
    tournament: tournamentCartPart(ctx),
  } as const;
}

/** Refuses the same child twice for one week, program or tournament (`items.N.childId`). */
function checkTwice(items: Item[]): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = familyCartItemKey(item);
    if (seen.has(key)) {
      throw badRequest('ALREADY_IN_CART', FAMILY_CART_MESSAGES.twice, {
        [`items.${i}.childId`]: [FAMILY_CART_MESSAGES.twice],
      });
    }
    seen.add(key);
  });
}

type Prepared = {
  parts: { part: PreparedCartPart; indexes: number[] }[];
  /** Each item's line, in the cart's order, priced after the coupon. */
  items: OrderItem[];
  childNames: string[];
  events: HeldEvent[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
};

/**
 * Checks and prices a family cart inside `tx`: the children are the parent's, each module's part
 * locks and checks its events (camp weeks, then programs, then tournaments, each in id order), and a
 * coupon tied to no tournament comes off the total once, each line keeping its share.
 */
async function prepare(
  ctx: AppContext,
  tx: DbOrTx,
  items: Item[],
  buyer: CartBuyer,
  coupon: Awaited<ReturnType<typeof tryCoupon>>,
  today: string,
): Promise<Prepared> {
  checkTwice(items);
  const children: CartChild[] = [];
  for (const [i, item] of items.entries()) {
    const child = await familyChildFor(tx, buyer.userId, item.childId, `items.${i}.childId`);
    children.push(child!);
  }
  const parts = partsOf(ctx);
  const prepared: Prepared['parts'] = [];
  // Each item's line, put back in the cart's order.
  const inOrder: CartPartLine[] = [];
  for (const type of ['camp', 'afterschool', 'tournament'] as const) {
    const mine = items
      .map((item, index) => ({ item, child: children[index]!, index }))
      .filter((x) => x.item.type === type);
    if (mine.length === 0) continue;
    const part = await (parts[type] as CartPart<Item>).prepare(
      tx,
      mine as CartPartItem<Item>[],
      buyer,
      today,
    );
    prepared.push({ part, indexes: mine.map((m) => m.index) });
    part.lines.forEach((line, j) => (inOrder[mine[j]!.index] = line));
  }
  const prices = inOrder.map((l) => l.amountCents);
  const subtotalCents = prices.reduce((s, p) => s + p, 0);
  const discountCents = couponDiscount(coupon, subtotalCents, today, null);
  const shares = spreadDiscount(prices, discountCents);
  const code = discountCents > 0 ? coupon!.couponCode : null;
  return {
    parts: prepared,
    items: inOrder.map((l, i) => ({
      kind: l.kind,
      description:
        shares[i]! > 0
          ? `${l.description}, coupon ${code} −${formatCents(shares[i]!)}`
          : l.description,
      amountCents: l.amountCents - shares[i]!,
    })),
    childNames: children.map((c) => c.name),
    events: prepared.flatMap((p) => p.part.events),
    subtotalCents,
    discountCents,
    couponCode: code,
  };
}

const buyerOf = (user: UserLike, extra: Partial<CartBuyer> = {}): CartBuyer => ({
  userId: user.id,
  roles: user.roles,
  name: user.name,
  email: user.email,
  phone: '',
  paymentMethod: 'creditCard',
  idempotencyKey: '',
  ...extra,
});

const holderOf = (user: UserLike) => `user:${user.id}`;

/**
 * POST /api/family/cart/quote: the cart checked and priced as a checkout would now (in a
 * transaction that is rolled back), and whether Zelle can be chosen and until when.
 */
export async function quoteFamilyCart(
  ctx: AppContext,
  desk: OrderDesk<OrderItem>,
  user: UserLike,
  quote: Quote,
): Promise<FamilyCartQuote> {
  const today = todayIn(ctx.config.club.timezone);
  const coupon = await tryCoupon(ctx, {
    code: quote.couponCode,
    tournamentId: null,
    visitor: holderOf(user),
    today,
  });
  const rollback = new Error('quote');
  let result: FamilyCartQuote | null = null;
  try {
    await ctx.database.db.transaction(async (tx) => {
      const p = await prepare(ctx, tx, quote.items, buyerOf(user), coupon, today);
      const payLater = await desk.previewPayLater(tx, {
        holderKey: holderOf(user),
        events: p.events,
      });
      const code = quote.couponCode?.trim() || null;
      result = {
        lines: p.items.map((item, i) => ({
          kind: item.kind!,
          childName: p.childNames[i]!,
          description: item.description,
          amountCents: item.amountCents,
        })),
        subtotalCents: p.subtotalCents,
        discountCents: p.discountCents,
        totalCents: p.subtotalCents - p.discountCents,
        couponCode: p.couponCode,
        couponMessage: code && p.discountCents === 0 ? ENTRY_MESSAGES.invalidCoupon : null,
        payLaterUntil: payLater.ok ? payLater.holdUntil.toISOString() : null,
        payLaterRefusal: payLater.ok ? null : payLater.refusal.message,
      };
      throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  }
  return result!;
}

/**
 * POST /api/family/cart (docs/decisions/0054): one `family` order for a cart of camp weeks,
 * after-school programs and tournament entries for the parent's children. In one transaction:
 * a repeat of the checkout key answers its order; each part checks and prices its items with its
 * events locked; the payments desk decides one hold over all of them (card and PayPal for
 * SEAT_HOLD_MINUTES, Zelle within every event's unpaid shares and cut-off, and the visitor's
 * held-seat limit over the whole cart); the order is made with one line per item, and each part
 * writes its rows. Paying, releasing or retaking the order then runs every part's own hooks.
 */
export async function checkoutFamilyCart(
  ctx: AppContext,
  desk: OrderDesk<OrderItem>,
  user: UserLike,
  cart: Cart,
): Promise<{ order: OrderRow; created: boolean }> {
  const today = todayIn(ctx.config.club.timezone);
  const fingerprint = {
    method: cart.paymentMethod,
    coupon: cart.couponCode?.toLowerCase() || null,
    phone: cart.phoneNumber,
    items: cart.items,
  };
  const coupon = await tryCoupon(ctx, {
    code: cart.couponCode,
    tournamentId: null,
    visitor: holderOf(user),
    today,
  });
  const buyer = buyerOf(user, {
    phone: cart.phoneNumber,
    paymentMethod: cart.paymentMethod,
    idempotencyKey: cart.idempotencyKey,
  });
  const result = await desk.checkout(async (tx) => {
    const repeat = await desk.findRepeat(tx, cart.idempotencyKey, fingerprint);
    if (repeat) return repeat;
    const p = await prepare(ctx, tx, cart.items, buyer, coupon, today);
    const holdUntil = await desk.hold(tx, {
      holderKey: holderOf(user),
      payLater: cart.paymentMethod === 'zelle',
      events: p.events,
    });
    const made = await desk.create(tx, {
      idempotencyKey: cart.idempotencyKey,
      cart: fingerprint,
      paymentMethod: cart.paymentMethod,
      description: `Family cart: ${p.items.map((i) => i.description).join('; ')}`.slice(0, 500),
      lines: p.items,
      payerName: user.name,
      payerEmail: user.email,
      userId: user.id,
      status: cart.paymentMethod === 'zelle' ? 'awaiting_payment' : 'pending',
      holdUntil,
      holderKey: holderOf(user),
    });
    for (const { part, indexes } of p.parts) {
      await part.write(
        tx,
        made.order,
        indexes.map((i) => made.order.items[i]!.amountCents),
      );
    }
    if (made.created && made.order.amountCents === 0) {
      return { order: await desk.completeFree(tx, made.order), created: true };
    }
    return made;
  });
  if (result.created && result.order.status === 'paid') await desk.afterPaid(result.order);
  if (result.created && result.order.status === 'awaiting_payment') {
    const o = result.order;
    await desk.confirm(o, {
      subject: `Family cart: order ${o.id} (${formatCents(o.amountCents)}, zelle)`,
      text:
        `${o.items.map((i) => `${i.description}: ${formatCents(i.amountCents)}`).join('\n')}\n` +
        `Payer: ${o.payerName ?? ''} <${o.payerEmail ?? ''}>\nPayments: ${ctx.config.publicUrl}/admin/payments\n`,
    });
  }
  return result;
}

/** GET /api/family/cart/catalog: the weeks, programs and tournaments a family cart can hold now. */
export async function familyCartCatalog(ctx: AppContext): Promise<FamilyCartCatalog> {
  const db = ctx.database.db;
  const today = todayIn(ctx.config.club.timezone);
  return {
    camp: await campCatalog(db, today),
    afterschool: await afterschoolCatalog(db),
    tournaments: await tournamentCatalog(db, today),
  };
}
