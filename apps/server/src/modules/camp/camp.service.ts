import {
  campPriceOn,
  couponDiscount,
  formatCents,
  holdEndBefore,
  MESSAGES,
  spreadDiscount,
  type CampEventDetail,
  type CampRegistrationSaveSchema,
  type CartRequestSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { familyChildFor } from '../families/index.js';
import { tryCoupon } from '../tournaments/index.js';
import type { HeldEvent, OrderDesk, OrderKindHooks, OrderRow } from '../payments/index.js';
import { campRepository, type CampEventRow, type CampRegistrationRow } from './camp.repository.js';

type Cart = z.output<typeof CartRequestSchema>;

export const eventLabel = (e: { eventName: string; eventSlot: string }) =>
  `${e.eventName} ${e.eventSlot}`;

/** When a week and slot starts, in the club's time zone. */
const startsAt = (ctx: AppContext, e: CampEventRow) =>
  zonedTimeToUtc(e.startDate, e.startTime, ctx.config.club.timezone);

/** A week and slot as the hold rules see it (docs/decisions/0046). */
export const heldEvent = (ctx: AppContext, e: CampEventRow, seats: number): HeldEvent => ({
  id: e.id,
  name: eventLabel(e),
  capacity: e.capacity,
  startsAt: startsAt(ctx, e),
  seats,
});

/**
 * GET /api/campEvents/eventDetail: today's price, days and seats of one week and slot, and until
 * when a Zelle registration made now would hold its seat, or why it cannot (it starts too soon).
 * The account and the unpaid shares are the checkout's to check (docs/decisions/0046).
 */
export async function eventDetail(ctx: AppContext, event: CampEventRow): Promise<CampEventDetail> {
  const today = todayIn(ctx.config.club.timezone);
  const { zelleHoldHours, payLater } = ctx.config.payments;
  const payLaterUntil = holdEndBefore(
    new Date(),
    startsAt(ctx, event),
    zelleHoldHours,
    payLater.cutoffHours,
  );
  const taken = (await campRepository(ctx.database.db).seatsTaken([event.id])).get(event.id) ?? 0;
  const seatsLeft = Math.max(0, event.capacity - taken);
  const price = campPriceOn(event, today);
  return {
    id: event.id,
    eventPrice: price.priceCents,
    eventUnit: event.eventUnit,
    regularPrice: event.priceCents,
    earlyBird: price.earlyBird,
    earlyBirdDeadline: event.earlyBirdDeadline,
    startDate: event.startDate,
    endDate: event.endDate,
    startTime: event.startTime,
    endTime: event.endTime,
    seatsLeft,
    soldOut: seatsLeft === 0,
    payLaterUntil: payLaterUntil?.toISOString() ?? null,
    payLaterRefusal: payLaterUntil
      ? null
      : MESSAGES.payLaterTooLate(eventLabel(event), payLater.cutoffHours),
  };
}

const unavailable = (label: string) =>
  conflict(
    'CAMP_EVENT_UNAVAILABLE',
    'This camp week is no longer offered. Please remove it from the cart.',
    { cartItems: [`${label} is not available.`] },
  );

/** Locks the weeks (in id order, so two checkouts never deadlock) until the transaction ends. */
export async function lockWeeks(tx: DbOrTx, ids: number[]): Promise<Map<number, CampEventRow>> {
  const events = await campRepository(tx).lockEvents([...new Set(ids)].sort((a, b) => a - b));
  return new Map(events.map((e) => [e.id, e]));
}

/**
 * Checks, with the weeks locked, that each is still offered on `today` and has a seat for each of
 * `wanted` (event id → seats); throws 409 otherwise.
 */
export async function checkSeats(
  tx: DbOrTx,
  events: Map<number, CampEventRow>,
  wanted: Map<number, number>,
  today: string,
): Promise<void> {
  const taken = await campRepository(tx).seatsTaken([...wanted.keys()]);
  for (const [id, seats] of wanted) {
    const event = events.get(id);
    if (!event || !event.active || event.endDate < today) throw unavailable(`Camp event ${id}`);
    if ((taken.get(id) ?? 0) + seats > event.capacity) {
      throw conflict('CAMP_SOLD_OUT', MESSAGES.campWeekSoldOut(eventLabel(event)));
    }
  }
}

/** One camp registration of a cart, priced on `today`'s date, less its share of a coupon. */
export type CampLine = {
  event: CampEventRow;
  registration: Cart['cartItems'][number]['registration'];
  today: string;
  /** This line's share of the cart's coupon discount (spreadDiscount), and the code. */
  coupon: { code: string; discountCents: number } | null;
};

/**
 * Camp's kind of order (docs/decisions/0021): a line is one student in one week and slot, priced
 * from the database on the day of the checkout (early bird by date); paying an order marks its
 * registrations paid, releasing it makes them stop counting, and an order that lost its hold is
 * paid only while its weeks still have a seat for each registration (docs/decisions/0015).
 */
export function campOrderKind(ctx: AppContext): OrderKindHooks<CampLine> {
  return {
    kind: 'camp',
    priceLine: ({ event, registration, today, coupon }) => {
      const off = coupon?.discountCents ?? 0;
      const couponNote = off > 0 ? `, coupon ${coupon!.code} −${formatCents(off)}` : '';
      return [
        {
          description: `${eventLabel(event)} (${registration.studentName}${couponNote})`,
          amountCents: campPriceOn(event, today).priceCents - off,
        },
      ];
    },
    onPaid: (tx, order) =>
      campRepository(tx).setOrderRegistrations(order.id, { active: true, paid: true }),
    onReleased: (tx, order) =>
      campRepository(tx).setOrderRegistrations(order.id, { active: false, paid: false }),
    async onRetake(tx, order) {
      const camp = campRepository(tx);
      const wanted = new Map<number, number>();
      for (const r of await camp.registrationsOfOrder(order.id)) {
        if (r.eventId === null) throw unavailable(`${r.eventName} ${r.eventSlot}`);
        wanted.set(r.eventId, (wanted.get(r.eventId) ?? 0) + 1);
      }
      const events = await lockWeeks(tx, [...wanted.keys()]);
      await checkSeats(tx, events, wanted, todayIn(ctx.config.club.timezone));
      await camp.setOrderRegistrations(order.id, { active: true });
    },
    heldSeats: (tx, orderIds) => campRepository(tx).seatsOfOrders(orderIds),
  };
}

/**
 * POST /api/cart: the order for a camp cart, priced from the database on today's date (never from
 * the amounts the browser sends), with one registration per item. Seats are checked with the
 * events locked, so two checkouts cannot both take a week's last seat, and the payments desk
 * decides the hold (`desk.hold`): one visitor (`holderKey`) holds at most
 * MAX_HELD_SEATS_PER_VISITOR unpaid seats; card and PayPal orders hold their seats for
 * SEAT_HOLD_MINUTES; Zelle orders, booked at once, need an account and hold them for
 * ZELLE_HOLD_HOURS at most, within each week's unpaid shares and never past its cut-off
 * (docs/decisions/0046). A logged-in parent's order is theirs (`userId`), and each registration
 * may name one of their children (`childId`, docs/decisions/0031). A coupon tied to no
 * tournament, tried through the coupon limiter before anything is locked, comes off the total
 * once, each registration keeping its share; a cart it makes free is paid at once, with nothing
 * charged (docs/decisions/0037).
 */
export async function checkoutCart(
  ctx: AppContext,
  desk: OrderDesk<CampLine>,
  cart: Cart,
  holderKey: string,
  userId: number | null = null,
): Promise<{ order: OrderRow; created: boolean }> {
  const ids = cart.cartItems.map((i) => i.registration.eventId);
  if (new Set(ids).size !== ids.length) {
    throw badRequest('CAMP_SLOT_IN_CART', MESSAGES.campSlotInCart);
  }
  const first = cart.cartItems[0]!.registration;
  const fingerprint = {
    method: cart.paymentMethod,
    coupon: cart.couponCode?.toLowerCase() || null,
    items: cart.cartItems.map(({ registration: r }) => [
      r.eventId,
      r.studentName,
      r.parentName,
      r.email,
      r.phoneNumber,
      r.childId,
    ]),
  };
  const today = todayIn(ctx.config.club.timezone);
  const coupon = await tryCoupon(ctx, {
    code: cart.couponCode,
    tournamentId: null,
    visitor: holderKey,
    today,
  });
  const result = await desk.checkout(async (tx) => {
    const events = await lockWeeks(tx, ids);
    for (const [i, { registration }] of cart.cartItems.entries()) {
      await familyChildFor(tx, userId, registration.childId, `cartItems.${i}.registration.childId`);
    }
    // A repeat of a checkout already made answers with its order.
    const repeat = await desk.findRepeat(tx, cart.idempotencyKey, fingerprint);
    if (repeat) return repeat;
    await checkSeats(tx, events, new Map(ids.map((id) => [id, 1])), today);
    const prices = ids.map((id) => campPriceOn(events.get(id)!, today).priceCents);
    // A coupon tied to no tournament comes off the cart's total once, shared over its lines.
    const total = prices.reduce((s, p) => s + p, 0);
    const shares = spreadDiscount(prices, couponDiscount(coupon, total, today, null));
    const lines = cart.cartItems.map(({ registration }, i): CampLine => ({
      registration,
      event: events.get(registration.eventId)!,
      today,
      coupon:
        coupon && shares[i]! > 0 ? { code: coupon.couponCode, discountCents: shares[i]! } : null,
    }));
    const holdUntil = await desk.hold(tx, {
      holderKey,
      payLater: cart.paymentMethod === 'zelle',
      events: lines.map((l) => heldEvent(ctx, l.event, 1)),
    });
    const made = await desk.create(tx, {
      idempotencyKey: cart.idempotencyKey,
      cart: fingerprint,
      paymentMethod: cart.paymentMethod,
      description: `Summer camp: ${lines.map((l) => eventLabel(l.event)).join(', ')}`.slice(0, 500),
      lines,
      payerName: first.parentName ?? first.studentName,
      payerEmail: first.email,
      userId,
      status: cart.paymentMethod === 'zelle' ? 'awaiting_payment' : 'pending',
      holdUntil,
      holderKey,
    });
    await campRepository(tx).insertRegistrations(
      lines.map(({ registration: r, event }, i) => ({
        studentName: r.studentName,
        parentName: r.parentName,
        email: r.email,
        phoneNumber: r.phoneNumber,
        eventId: event.id,
        eventName: event.eventName,
        eventSlot: event.eventSlot,
        eventPriceCents: made.order.items[i]!.amountCents,
        eventUnit: event.eventUnit,
        paid: false,
        paymentMethod: cart.paymentMethod,
        orderId: made.order.id,
        childId: r.childId,
      })),
    );
    if (made.created && made.order.amountCents === 0) {
      return { order: await desk.completeFree(tx, made.order), created: true };
    }
    return made;
  });
  if (result.created && result.order.status === 'paid') await desk.afterPaid(result.order);
  if (result.created && result.order.status === 'awaiting_payment') {
    await desk.confirm(result.order, {
      subject: `Camp registration: order ${result.order.id} (${formatCents(result.order.amountCents)}, ${result.order.paymentMethod})`,
      text:
        `${result.order.description}\nPayer: ${result.order.payerName ?? ''} <${result.order.payerEmail ?? ''}>\n` +
        `Registrations: ${ctx.config.publicUrl}/camp/registrations\n`,
    });
  }
  return result;
}

/**
 * Admin: adds a camp registration (no id) or changes one. The event sets its name, slot and unit;
 * a changed row keeps the price it was booked at unless it moves to another week or slot.
 */
export async function saveRegistration(
  db: DbOrTx,
  { id, eventId, ...rest }: z.output<typeof CampRegistrationSaveSchema>,
): Promise<CampRegistrationRow> {
  const camp = campRepository(db);
  const event = await camp.findEventById(eventId);
  if (!event) throw notFound('No such camp week and slot.');
  const before = id === undefined ? undefined : await camp.findRegistration(id);
  if (id !== undefined && !before) throw notFound(`No camp registration with id ${id}.`);
  const samePrice = before && before.eventId === eventId;
  const row = await camp.saveRegistration(id, {
    ...rest,
    eventId,
    eventName: event.eventName,
    eventSlot: event.eventSlot,
    eventPriceCents: samePrice ? before.eventPriceCents : event.priceCents,
    eventUnit: event.eventUnit,
  });
  if (!row) throw notFound(`No camp registration with id ${id}.`);
  return row;
}
