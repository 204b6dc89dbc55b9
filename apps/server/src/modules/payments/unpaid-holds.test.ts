import crypto from 'node:crypto';
import { ENTRY_MESSAGES, MESSAGES } from '@kingside/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxEmails } from '../../db/schema.js';
import { wallClockIn } from '../../lib/time.js';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  loginAs,
  testConfig,
  type TestApp,
} from '../../test/helpers.js';
import { cartFor, createCampEvent, signedIn } from '../../test/payments.js';
import { cartBody, cartEntry, createTournament, fillPlaces } from '../../test/tournaments.js';

/**
 * Scarce things are not held for free (issue 30; docs/decisions/0046): what unpaid Zelle orders
 * and waiting-list offers may hold, whose they are, and until when. The limits are the defaults.
 */

const HOUR = 3_600_000;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  const base = testConfig().payments;
  t = await buildTestApp({
    payments: {
      ...base,
      maxHeldSeatsPerVisitor: 10,
      zelleHoldHours: 72,
      payLater: { cutoffHours: 24, sharePercent: 50, visitorSharePercent: 25, visitorMinSeats: 3 },
    },
  });
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

let addresses = 0;
/** A client address of its own: each caller below is a different visitor. */
const newAddress = () => `203.0.113.${++addresses}`;

const postCart = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload,
    headers,
    remoteAddress: newAddress(),
  });

const registerTournament = (id: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournament/${id}/cart`,
    payload: payload as object,
    headers,
    remoteAddress: newAddress(),
  });

const eventDetail = async (e: { eventName: string; eventSlot: string }) =>
  (
    await t.app.inject({
      url: `/api/campEvents/eventDetail?eventName=${encodeURIComponent(e.eventName)}&eventSlot=${encodeURIComponent(e.eventSlot)}`,
    })
  ).json<{ seatsLeft: number; payLaterUntil: string | null }>();

/** The club-local date and time `hours` from now. */
const inHours = (hours: number) =>
  wallClockIn(new Date(Date.now() + hours * HOUR), t.ctx.config.club.timezone);

const players = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    cartEntry({ name: `Player ${i + 1} ${crypto.randomUUID()}` }),
  );

describe('a camp week held by Zelle orders', () => {
  it('refuses Zelle past half of a five-seat week from five accounts and addresses, and still sells the rest by card', async () => {
    const week = await createCampEvent(t.ctx, { capacity: 5 });
    const share = MESSAGES.payLaterShareFull(`${week.eventName} Full Day`);
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(await postCart(cartFor([week.id], 'zelle'), await signedIn(t.app, t.ctx)));
    }
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 409, 409]);
    expect(results[3]!.json()).toEqual({ code: 'PAY_LATER_SHARE_FULL', message: share });
    expect((await eventDetail(week)).seatsLeft).toBe(2);

    // A visitor paying now is never held back by the unpaid ones: card and PayPal still buy.
    expect((await postCart(cartFor([week.id], 'creditCard'))).statusCode).toBe(201);
    expect((await postCart(cartFor([week.id], 'paypal'))).statusCode).toBe(201);
    expect((await eventDetail(week)).seatsLeft).toBe(0);
  });

  it('asks a visitor who is not signed in to sign in or pay now', async () => {
    const week = await createCampEvent(t.ctx, { capacity: 5 });
    const res = await postCart(cartFor([week.id], 'zelle'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'PAY_LATER_NEEDS_ACCOUNT',
      message: MESSAGES.payLaterNeedsAccount,
    });
    expect((await eventDetail(week)).seatsLeft).toBe(5);
    expect((await postCart(cartFor([week.id], 'creditCard'))).statusCode).toBe(201);
  });

  it('books a family’s three children into one week by Zelle, and the club marks it paid the next day', async () => {
    const week = await createCampEvent(t.ctx, { capacity: 5 });
    const parent = await signedIn(t.app, t.ctx);
    const made = [];
    for (const child of ['Ann', 'Bea', 'Cal']) {
      const cart = cartFor([week.id], 'zelle');
      cart.cartItems[0]!.registration.studentName = `${child} Pawn`;
      const res = await postCart(cart, parent);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().order);
    }
    const row = (
      await t.ctx.database.db.select().from(orders).where(eq(orders.id, made[0].orderNumber))
    )[0]!;
    expect(row.holdUntil!.getTime() - row.createdAt.getTime()).toBeGreaterThan(71 * HOUR);
    for (const order of made) {
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.orderNumber}/markPaid`,
        headers: admin,
      });
      expect(paid.json()).toMatchObject({ status: 'paid' });
    }
    // Paid places are no longer unpaid holds: the family can book a fourth by Zelle.
    const fourth = await postCart(cartFor([week.id], 'zelle'), parent);
    expect(fourth.statusCode, fourth.body).toBe(201);
  });

  it('ends a Zelle hold 24 hours before a week that starts soon, without a reminder, and refuses Zelle nearer than that', async () => {
    const soon = inHours(30);
    const week = await createCampEvent(t.ctx, {
      startDate: soon.date,
      endDate: soon.date,
      startTime: soon.time,
    });
    const detail = await eventDetail(week);
    const cutoff = Date.now() + 6 * HOUR;
    expect(Math.abs(Date.parse(detail.payLaterUntil!) - cutoff)).toBeLessThan(120_000);

    const email = `soon-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const cart = cartFor([week.id], 'zelle');
    cart.cartItems[0]!.registration.email = email;
    const res = await postCart(cart, await signedIn(t.app, t.ctx));
    expect(res.statusCode, res.body).toBe(201);
    const holdUntil = Date.parse(res.json().order.holdUntil);
    expect(Math.abs(holdUntil - cutoff)).toBeLessThan(120_000);
    await t.app.payments.expireHolds();
    const mails = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email));
    expect(mails.map((m) => m.subject).filter((s) => s.includes('please pay'))).toEqual([]);

    const sooner = inHours(20);
    const close = await createCampEvent(t.ctx, {
      startDate: sooner.date,
      endDate: sooner.date,
      startTime: sooner.time,
    });
    expect(await eventDetail(close)).toMatchObject({
      payLaterUntil: null,
      payLaterRefusal: MESSAGES.payLaterTooLate(`${close.eventName} Full Day`, 24),
    });
    const late = await postCart(cartFor([close.id], 'zelle'), await signedIn(t.app, t.ctx));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'PAY_LATER_TOO_LATE',
      message: MESSAGES.payLaterTooLate(`${close.eventName} Full Day`, 24),
    });
    expect((await postCart(cartFor([close.id], 'creditCard'))).statusCode).toBe(201);
  });
});

describe('a tournament held by Zelle orders', () => {
  it('lets one account hold at most its share of twenty places unpaid, and others theirs', async () => {
    const tour = await createTournament(t.ctx, { capacity: 20 });
    const hoarder = await signedIn(t.app, t.ctx);
    expect(
      (await registerTournament(tour.id, cartBody('zelle', players(5)), hoarder)).statusCode,
    ).toBe(201);
    const more = await registerTournament(tour.id, cartBody('zelle', players(1)), hoarder);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({
      code: 'PAY_LATER_VISITOR_SHARE',
      message: MESSAGES.payLaterVisitorShare(tour.name, 5),
    });
    // The quote says so before the checkout, and names what is left.
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart/quote`,
      payload: { entries: [{ section: 'Open' }] },
      headers: hoarder,
    });
    expect(quote.json()).toMatchObject({
      paymentMethods: ['paypal', 'creditCard'],
      unavailable: [{ method: 'zelle', reason: MESSAGES.payLaterVisitorShare(tour.name, 5) }],
      payLaterUntil: null,
    });
    // Paying now is not limited by the share, and another family still pays later.
    expect(
      (await registerTournament(tour.id, cartBody('creditCard', players(1)), hoarder)).statusCode,
    ).toBe(201);
    const other = await registerTournament(
      tour.id,
      cartBody('zelle', players(3)),
      await signedIn(t.app, t.ctx),
    );
    expect(other.statusCode, other.body).toBe(201);
  });

  it('refuses Zelle within 24 hours of the start, saying so in the quote, and takes a card', async () => {
    const soon = inHours(20);
    const tour = await createTournament(t.ctx, {
      capacity: 20,
      tournamentDate: soon.date,
      startTime: soon.time,
    });
    const parent = await signedIn(t.app, t.ctx);
    const message = MESSAGES.payLaterTooLate(tour.name, 24);
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart/quote`,
      payload: { entries: [{ section: 'Open' }] },
      headers: parent,
    });
    expect(quote.json()).toMatchObject({ unavailable: [{ method: 'zelle', reason: message }] });
    const res = await registerTournament(tour.id, cartBody('zelle'), parent);
    expect(res.json()).toEqual({ code: 'PAY_LATER_TOO_LATE', message });
    expect((await registerTournament(tour.id, cartBody('creditCard'), parent)).statusCode).toBe(
      201,
    );
  });
});

describe('the waiting list', () => {
  it('takes only accounts when places may be offered, each at most its share', async () => {
    const tour = await createTournament(t.ctx, { capacity: 4 });
    await fillPlaces(t.ctx, tour.id, 4);
    const anonymous = await registerTournament(tour.id, cartBody('waitingList'));
    expect(anonymous.json()).toEqual({
      code: 'WAITING_LIST_NEEDS_ACCOUNT',
      message: ENTRY_MESSAGES.waitingListNeedsAccount,
    });
    const parent = await signedIn(t.app, t.ctx);
    const two = await registerTournament(tour.id, cartBody('waitingList', players(2)), parent);
    expect(two.statusCode, two.body).toBe(201);
    const third = await registerTournament(tour.id, cartBody('waitingList', players(1)), parent);
    expect(third.json()).toEqual({
      code: 'WAITING_LIST_SHARE',
      message: ENTRY_MESSAGES.waitingListVisitorShare(2),
    });
    const other = await registerTournament(
      tour.id,
      cartBody('waitingList', players(1)),
      await signedIn(t.app, t.ctx),
    );
    expect(other.statusCode, other.body).toBe(201);
  });
});
