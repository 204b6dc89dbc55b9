import {
  campPriceOn,
  formatCents,
  MESSAGES,
  type CampEventDetail,
  type CartRequestSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import {
  checkHoldLimit,
  createOrder,
  findRepeat,
  holdEnd,
  sendConfirmation,
  type OrderRow,
  type SeatKeeper,
} from '../payments/index.js';
import * as repo from './camp.repository.js';
import type { CampEventRow } from './camp.repository.js';

type Cart = z.output<typeof CartRequestSchema>;

export const eventLabel = (e: { eventName: string; eventSlot: string }) =>
  `${e.eventName} ${e.eventSlot}`;

/** GET /api/campEvents/eventDetail: today's price, days and seats of one week and slot. */
export async function eventDetail(ctx: AppContext, event: CampEventRow): Promise<CampEventDetail> {
  const today = todayIn(ctx.config.club.timezone);
  const taken = (await repo.seatsTaken(ctx.database.db, [event.id])).get(event.id) ?? 0;
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
  };
}

const unavailable = (label: string) =>
  conflict(
    'CAMP_EVENT_UNAVAILABLE',
    'This camp week is no longer offered. Please remove it from the cart.',
    { cartItems: [`${label} is not available.`] },
  );

/** Locks the weeks (in id order, so two checkouts never deadlock) until the transaction ends. */
async function lockWeeks(tx: DbOrTx, ids: number[]): Promise<Map<number, CampEventRow>> {
  const events = await repo.lockEvents(
    tx,
    [...new Set(ids)].sort((a, b) => a - b),
  );
  return new Map(events.map((e) => [e.id, e]));
}

/**
 * Checks, with the weeks locked, that each is still offered on `today` and has a seat for each of
 * `wanted` (event id → seats); throws 409 otherwise.
 */
async function checkSeats(
  tx: DbOrTx,
  events: Map<number, CampEventRow>,
  wanted: Map<number, number>,
  today: string,
): Promise<void> {
  const taken = await repo.seatsTaken(tx, [...wanted.keys()]);
  for (const [id, seats] of wanted) {
    const event = events.get(id);
    if (!event || !event.active || event.endDate < today) throw unavailable(`Camp event ${id}`);
    if ((taken.get(id) ?? 0) + seats > event.capacity) {
      throw conflict('CAMP_SOLD_OUT', MESSAGES.campWeekSoldOut(eventLabel(event)));
    }
  }
}

/**
 * Takes a camp order's seats again (docs/decisions/0015): after a decline, a release or an
 * expired hold, the order is paid only while its weeks still have a seat for each registration.
 */
export function campSeatKeeper(ctx: AppContext): SeatKeeper {
  return async (tx, order) => {
    const wanted = new Map<number, number>();
    for (const r of await repo.registrationsOfOrder(tx, order.id)) {
      if (r.eventId === null) throw unavailable(`${r.eventName} ${r.eventSlot}`);
      wanted.set(r.eventId, (wanted.get(r.eventId) ?? 0) + 1);
    }
    const events = await lockWeeks(tx, [...wanted.keys()]);
    await checkSeats(tx, events, wanted, todayIn(ctx.config.club.timezone));
  };
}

/**
 * POST /api/cart: the order for a camp cart, priced from the database on today's date (never from
 * the amounts the browser sends), with one registration per item. Seats are checked with the
 * events locked, so two checkouts cannot both take a week's last seat, and one visitor
 * (`holderKey`) holds at most MAX_HELD_SEATS_PER_VISITOR unpaid seats. Card and PayPal orders hold
 * their seats for SEAT_HOLD_MINUTES; Zelle orders are booked at once and hold them for
 * ZELLE_HOLD_HOURS while the money comes.
 */
export async function checkoutCart(
  ctx: AppContext,
  cart: Cart,
  holderKey: string,
): Promise<{ order: OrderRow; created: boolean }> {
  const ids = cart.cartItems.map((i) => i.registration.eventId);
  if (new Set(ids).size !== ids.length) {
    throw badRequest('CAMP_SLOT_IN_CART', MESSAGES.campSlotInCart);
  }
  const first = cart.cartItems[0]!.registration;
  const fingerprint = {
    method: cart.paymentMethod,
    items: cart.cartItems.map(({ registration: r }) => [
      r.eventId,
      r.studentName,
      r.parentName,
      r.email,
      r.phoneNumber,
    ]),
  };
  const today = todayIn(ctx.config.club.timezone);
  const run = () =>
    ctx.database.db.transaction(async (tx) => {
      const events = await lockWeeks(tx, ids);
      // A repeat of a checkout already made answers with its order.
      const repeat = await findRepeat(tx, cart.idempotencyKey, fingerprint);
      if (repeat) return repeat;
      await checkSeats(tx, events, new Map(ids.map((id) => [id, 1])), today);
      const items = cart.cartItems.map(({ registration: r }) => {
        const event = events.get(r.eventId)!;
        return { r, event, price: campPriceOn(event, today).priceCents };
      });
      await checkHoldLimit(ctx, tx, holderKey, items.length);
      const result = await createOrder(tx, {
        kind: 'camp',
        idempotencyKey: cart.idempotencyKey,
        cart: fingerprint,
        paymentMethod: cart.paymentMethod,
        description: `Summer camp: ${items.map((i) => eventLabel(i.event)).join(', ')}`.slice(
          0,
          500,
        ),
        items: items.map((i) => ({
          description: `${eventLabel(i.event)} (${i.r.studentName})`,
          amountCents: i.price,
        })),
        payerName: first.parentName ?? first.studentName,
        payerEmail: first.email,
        status: cart.paymentMethod === 'zelle' ? 'awaiting_payment' : 'pending',
        holdUntil: holdEnd(ctx.config, cart.paymentMethod === 'zelle'),
        holderKey,
      });
      await repo.insertRegistrations(
        tx,
        items.map(({ r, event, price }) => ({
          studentName: r.studentName,
          parentName: r.parentName,
          email: r.email,
          phoneNumber: r.phoneNumber,
          eventId: event.id,
          eventName: event.eventName,
          eventSlot: event.eventSlot,
          eventPriceCents: price,
          eventUnit: event.eventUnit,
          paid: false,
          paymentMethod: cart.paymentMethod,
          orderId: result.order.id,
        })),
      );
      return result;
    });
  let result: { order: OrderRow; created: boolean };
  try {
    result = await run();
  } catch (err) {
    // Two identical submissions raced past the key check: the second answers with the first's order.
    if (!isUniqueViolation(err)) throw err;
    result = await run();
  }
  if (result.created && result.order.status === 'awaiting_payment') {
    await sendConfirmation(ctx, result.order);
    await ctx.mailer.send({
      to: ctx.config.club.email,
      subject: `Camp registration: order ${result.order.id} (${formatCents(result.order.amountCents)}, ${result.order.paymentMethod})`,
      text:
        `${result.order.description}\nPayer: ${result.order.payerName ?? ''} <${result.order.payerEmail ?? ''}>\n` +
        `Registrations: ${ctx.config.publicUrl}/camp/registrations\n`,
    });
  }
  return result;
}
