import {
  campPriceOn,
  formatCents,
  MESSAGES,
  type CampEventDetail,
  type CartRequestSchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors.js';
import { todayIn } from '../../lib/time.js';
import type { OrderRow } from '../payments/payments.repository.js';
import { createOrder, findRepeat, sendConfirmation } from '../payments/payments.service.js';
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

/**
 * POST /api/cart: the order for a camp cart, priced from the database on today's date (never from
 * the amounts the browser sends), with one registration per item. Seats are checked with the
 * events locked, so two checkouts cannot both take a week's last seat. Card and PayPal orders hold
 * their seats for a while; Zelle orders are booked at once and wait for the money.
 */
export async function checkoutCart(
  ctx: AppContext,
  cart: Cart,
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
      const events = await repo.lockEvents(
        tx,
        [...ids].sort((a, b) => a - b),
      );
      // A repeat of a checkout already made answers with its order.
      const repeat = await findRepeat(tx, cart.idempotencyKey, fingerprint);
      if (repeat) return repeat;
      const byId = new Map(events.map((e) => [e.id, e]));
      const taken = await repo.seatsTaken(tx, ids);
      const items = cart.cartItems.map(({ registration: r }) => {
        const event = byId.get(r.eventId);
        if (!event || !event.active || event.endDate < today) {
          throw conflict(
            'CAMP_EVENT_UNAVAILABLE',
            'This camp week is no longer offered. Please remove it from the cart.',
            {
              cartItems: [`Camp event ${r.eventId} is not available.`],
            },
          );
        }
        if ((taken.get(event.id) ?? 0) >= event.capacity) {
          throw conflict('CAMP_SOLD_OUT', MESSAGES.campWeekSoldOut(eventLabel(event)));
        }
        return { r, event, price: campPriceOn(event, today).priceCents };
      });
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
