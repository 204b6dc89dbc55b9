import crypto from 'node:crypto';
import { MESSAGES, SEAT_HOLD_MINUTES } from '@kingside/shared';
import { sandboxCardTransactions } from '@kingside/payment-sandbox';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterschoolRegistrations,
  campRegistrations,
  orders,
  outboxEmails,
  programs,
} from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  testConfig,
  type TestApp,
} from '../../test/helpers.js';
import {
  cartFor,
  createCampEvent,
  DECLINE_ZIP,
  signedIn,
  tokenizeCard,
} from '../../test/payments.js';

/** Seat holds (docs/decisions/0015): what unpaid orders hold, for how long, and who frees them. */

const HOUR = 3_600_000;
/** The visitor limit in this file, small enough to reach. */
const MAX_HELD = 4;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({
    payments: { ...testConfig().payments, maxHeldSeatsPerVisitor: MAX_HELD },
  });
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

let visitorCount = 0;
/** A client address of its own, so each test is a different visitor for the hold limit. */
const newVisitor = () => `198.51.100.${++visitorCount}`;

/** A unique payer address, to find this test's mail in the outbox. */
const newPayer = () => `payer-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function postCart(
  eventIds: number[],
  method: 'creditCard' | 'paypal' | 'zelle',
  options: { visitor?: string; email?: string; headers?: Record<string, string> } = {},
) {
  const cart = cartFor(eventIds, method);
  if (options.email) for (const item of cart.cartItems) item.registration.email = options.email;
  return t.app.inject({
    method: 'POST',
    url: '/api/cart',
    payload: cart,
    remoteAddress: options.visitor ?? newVisitor(),
    headers: options.headers ?? {},
  });
}

async function checkout(
  method: 'creditCard' | 'paypal' | 'zelle',
  options: { capacity?: number; email?: string } = {},
) {
  const event = await createCampEvent(t.ctx, { capacity: options.capacity ?? 1 });
  // Paying later by Zelle needs an account (docs/decisions/0046).
  const headers = method === 'zelle' ? await signedIn(t.app, t.ctx) : undefined;
  const res = await postCart([event.id], method, { email: options.email, headers });
  expect(res.statusCode).toBe(201);
  return { event, order: res.json().order as { orderRef: string; orderNumber: number } };
}

const charge = async (orderRef: string, zip = '75024') =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorizenet/charge',
    payload: {
      idempotencyKey: crypto.randomUUID(),
      orderRef,
      description: 'Summer camp',
      opaqueData: await tokenizeCard(t.app, t.ctx),
      billToZip: zip,
    },
  });

const seatsLeft = async (event: { eventName: string; eventSlot: string }) =>
  (
    await t.app.inject({
      url: `/api/campEvents/eventDetail?eventName=${encodeURIComponent(event.eventName)}&eventSlot=${encodeURIComponent(event.eventSlot)}`,
    })
  ).json<{ seatsLeft: number }>().seatsLeft;

const orderRow = async (id: number) =>
  (await t.ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const registrationsOf = (id: number) =>
  t.ctx.database.db.select().from(campRegistrations).where(eq(campRegistrations.orderId, id));
const mailsTo = (to: string) =>
  t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const approvedCharges = (orderNumber: number) =>
  t.ctx.database.db
    .select()
    .from(sandboxCardTransactions)
    .where(
      and(
        eq(sandboxCardTransactions.invoiceNumber, `KS-${orderNumber}`),
        eq(sandboxCardTransactions.responseCode, '1'),
      ),
    );
/** Moves an order's hold to `ms` from now, as if time had passed. */
const moveHold = (id: number, ms: number) =>
  t.ctx.database.db
    .update(orders)
    .set({ holdUntil: new Date(Date.now() + ms) })
    .where(eq(orders.id, id));

describe('card and PayPal checkouts', () => {
  it('releases the seats of a declined card at once, and a retry pays only while they are still free', async () => {
    const { event, order } = await checkout('creditCard');
    expect(await seatsLeft(event)).toBe(0);

    const declined = await charge(order.orderRef, DECLINE_ZIP);
    expect(declined.statusCode).toBe(402);
    expect(await seatsLeft(event)).toBe(1);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'failed', holdUntil: null });
    expect((await registrationsOf(order.orderNumber)).every((r) => !r.active)).toBe(true);

    // Someone else books the freed seat; the first payer's retry is refused without a charge.
    expect((await postCart([event.id], 'paypal')).statusCode).toBe(201);
    const retry = await charge(order.orderRef);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      code: 'CAMP_SOLD_OUT',
      message: MESSAGES.campWeekSoldOut(`${event.eventName} Full Day`),
    });
    expect(await approvedCharges(order.orderNumber)).toHaveLength(0);
  });

  it('lets a declined payer try again while the seat is free, holding it again', async () => {
    const { event, order } = await checkout('creditCard');
    await charge(order.orderRef, DECLINE_ZIP);
    const again = await charge(order.orderRef);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('paid');
    expect((await registrationsOf(order.orderNumber)).every((r) => r.active && r.paid)).toBe(true);
    expect(await seatsLeft(event)).toBe(0);
  });

  it(`holds an unpaid card checkout for ${SEAT_HOLD_MINUTES} minutes, then releases it`, async () => {
    const before = Date.now();
    const { event, order } = await checkout('creditCard');
    const row = await orderRow(order.orderNumber);
    expect(row.holdUntil!.getTime() - before).toBeGreaterThanOrEqual(SEAT_HOLD_MINUTES * 60_000);
    expect(row.holdUntil!.getTime() - before).toBeLessThan(SEAT_HOLD_MINUTES * 60_000 + 10_000);

    await moveHold(order.orderNumber, -1000);
    expect(await seatsLeft(event)).toBe(1);
    await t.app.payments.expireHolds();
    expect(await orderRow(order.orderNumber)).toMatchObject({
      status: 'released',
      holdUntil: null,
    });
    expect((await orderRow(order.orderNumber)).releasedAt).toBeInstanceOf(Date);
    expect((await registrationsOf(order.orderNumber)).every((r) => !r.active)).toBe(true);
  });

  it('never charges a payer who comes back after the hold ended for a seat someone else took', async () => {
    const { event, order } = await checkout('creditCard');
    await moveHold(order.orderNumber, -1000);
    expect((await postCart([event.id], 'creditCard')).statusCode).toBe(201);
    const late = await charge(order.orderRef);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CAMP_SOLD_OUT');
    expect(await approvedCharges(order.orderNumber)).toHaveLength(0);
  });

  it('releases a camp PayPal checkout when the payer cancels at PayPal, and can start again while the seat is free', async () => {
    const { event, order } = await checkout('paypal');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: { orderRef: order.orderRef },
    });
    expect(created.statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders/cancel',
      payload: { orderRef: order.orderRef },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'released', holdUntil: null });
    expect(await seatsLeft(event)).toBe(1);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: { orderRef: order.orderRef },
    });
    expect(again.statusCode).toBe(200);
    expect(await seatsLeft(event)).toBe(0);
    expect((await orderRow(order.orderNumber)).status).toBe('pending');
  });
});

describe('Zelle holds', () => {
  it('holds a Zelle order for ZELLE_HOLD_HOURS, reminds the payer once before it ends, then releases it and says so', async () => {
    const { holdHours, reminderHours } = {
      holdHours: t.ctx.config.payments.zelleHoldHours,
      reminderHours: t.ctx.config.payments.zelleReminderHours,
    };
    const email = newPayer();
    const start = Date.now();
    const { event, order } = await checkout('zelle', { email });
    const row = await orderRow(order.orderNumber);
    expect(row.holdUntil!.getTime() - start).toBeGreaterThanOrEqual(holdHours * HOUR);
    expect(row.holdUntil!.getTime() - start).toBeLessThan(holdHours * HOUR + 10_000);
    const confirmation = (await mailsTo(email))[0]!;
    expect(confirmation.text).toContain('We hold the seats until');

    // Not yet due: no reminder.
    await t.app.payments.expireHolds(new Date(start + (holdHours - reminderHours - 1) * HOUR));
    expect((await orderRow(order.orderNumber)).reminderSentAt).toBeNull();

    // Due, on two servers at once: one reminder.
    const due = new Date(start + (holdHours - reminderHours + 1) * HOUR);
    await Promise.all([t.app.payments.expireHolds(due), t.app.payments.expireHolds(due)]);
    await t.app.payments.expireHolds(due);
    const reminders = (await mailsTo(email)).filter((m) => m.subject.includes('please pay'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`Order ${order.orderNumber}`);
    expect((await orderRow(order.orderNumber)).reminderSentAt).toBeInstanceOf(Date);
    expect(await seatsLeft(event)).toBe(0);

    // Past the hold: released, the seat is free, and the payer is told.
    await t.app.payments.expireHolds(new Date(start + (holdHours + 1) * HOUR));
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'released' });
    expect(await seatsLeft(event)).toBe(1);
    expect((await registrationsOf(order.orderNumber)).every((r) => !r.active)).toBe(true);
    const released = (await mailsTo(email)).filter((m) => m.subject.includes('released'));
    expect(released).toHaveLength(1);
    const grid = (await t.app.inject({ url: '/api/campAdmin/', headers: admin })).json();
    expect(grid.some((r: { eventId: number }) => r.eventId === event.id)).toBe(false);
  });

  it('stops counting an expired Zelle hold even before the job has run', async () => {
    const { event, order } = await checkout('zelle');
    await moveHold(order.orderNumber, -1000);
    expect(await seatsLeft(event)).toBe(1);
  });

  it('lets an admin mark a released Zelle order paid only while its seat is free', async () => {
    const free = await checkout('zelle');
    await moveHold(free.order.orderNumber, -1000);
    await t.app.payments.expireHolds();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${free.order.orderNumber}/markPaid`,
      headers: admin,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', holdUntil: null, releasedAt: null });
    expect((await registrationsOf(free.order.orderNumber)).every((r) => r.active && r.paid)).toBe(
      true,
    );

    const taken = await checkout('zelle');
    await moveHold(taken.order.orderNumber, -1000);
    await t.app.payments.expireHolds();
    expect((await postCart([taken.event.id], 'paypal')).statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${taken.order.orderNumber}/markPaid`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CAMP_SOLD_OUT');
    expect((await orderRow(taken.order.orderNumber)).status).toBe('released');
  });
});

describe('admin release', () => {
  it('shows each unpaid order its hold expiry, and releases a hold after which the seat is free again', async () => {
    const email = newPayer();
    const { event, order } = await checkout('zelle', { email });
    const listed = (
      await t.app.inject({ url: '/api/payments/orders?show=holding&size=100', headers: admin })
    )
      .json()
      .items.find((o: { id: number }) => o.id === order.orderNumber);
    expect(listed.holdUntil).toBe((await orderRow(order.orderNumber)).holdUntil!.toISOString());

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/release`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'released', holdUntil: null });
    expect(await seatsLeft(event)).toBe(1);
    expect((await registrationsOf(order.orderNumber)).every((r) => !r.active)).toBe(true);
    expect((await mailsTo(email)).some((m) => m.subject.includes('released'))).toBe(true);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/release`,
      headers: admin,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ORDER_NOT_RELEASABLE');
  });

  it('refuses to release a paid order or one being charged', async () => {
    const { order } = await checkout('creditCard');
    expect((await charge(order.orderRef)).statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.orderNumber}/release`,
      headers: admin,
    });
    expect(paid.statusCode).toBe(409);
    const other = await checkout('creditCard');
    await t.ctx.database.db
      .update(orders)
      .set({ status: 'processing', updatedAt: new Date() })
      .where(eq(orders.id, other.order.orderNumber));
    const processing = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${other.order.orderNumber}/release`,
      headers: admin,
    });
    expect(processing.statusCode).toBe(409);
    expect(processing.json().code).toBe('PAYMENT_IN_PROGRESS');
  });
});

describe('held seats per visitor', () => {
  it(`lets one visitor hold at most ${MAX_HELD} unpaid seats at once, with a clear message`, async () => {
    const visitor = newVisitor();
    const events = await Promise.all([1, 2, 3, 4, 5].map(() => createCampEvent(t.ctx)));
    const ids = events.map((e) => e.id);
    expect((await postCart(ids.slice(0, 3), 'creditCard', { visitor })).statusCode).toBe(201);
    const over = await postCart(ids.slice(3, 5), 'paypal', { visitor });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'TOO_MANY_HELD_SEATS',
      message: MESSAGES.tooManyHeldSeats(MAX_HELD),
    });
    expect(await seatsLeft(events[3]!)).toBe(10);
    // One more seat is within the limit; another visitor is not affected.
    expect((await postCart([ids[3]!], 'paypal', { visitor })).statusCode).toBe(201);
    expect((await postCart([ids[4]!], 'paypal', { visitor })).statusCode).toBe(409);
    expect((await postCart(ids.slice(0, 4), 'paypal')).statusCode).toBe(201);
  });

  it('counts seats per account when logged in, and frees them once paid or released', async () => {
    const user = await buildUser(t.ctx);
    const headers = bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
    const visitor = newVisitor();
    const events = await Promise.all([1, 2, 3, 4, 5].map(() => createCampEvent(t.ctx)));
    const ids = events.map((e) => e.id);
    const first = await postCart(ids.slice(0, 4), 'creditCard', { visitor, headers });
    expect(first.statusCode).toBe(201);
    // The same address without the account is another visitor.
    expect((await postCart([ids[4]!], 'paypal', { visitor })).statusCode).toBe(201);
    expect((await postCart([ids[4]!], 'zelle', { visitor, headers })).statusCode).toBe(409);
    const { orderNumber } = first.json().order;
    const row = await orderRow(orderNumber);
    expect(row.holderKey).toBe(`user:${user.id}`);
    await moveHold(orderNumber, -1000);
    expect((await postCart([ids[4]!], 'zelle', { visitor, headers })).statusCode).toBe(201);
  });

  it('keeps a hash of the client address, never the address', async () => {
    const visitor = newVisitor();
    const e = await createCampEvent(t.ctx);
    const { order } = (await postCart([e.id], 'paypal', { visitor })).json();
    const row = await orderRow(order.orderNumber);
    expect(row.holderKey).toMatch(/^ip:[0-9a-f]{32}$/);
    const dump = JSON.stringify(
      await t.ctx.database.db.execute(sql`select * from orders where id = ${row.id}`),
    );
    expect(dump).not.toContain(visitor);
  });

  it('refuses a cart of more than 10 camp slots', async () => {
    const events = await Promise.all(Array.from({ length: 11 }, () => createCampEvent(t.ctx)));
    const res = await postCart(
      events.map((e) => e.id),
      'zelle',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.cartItems).toEqual([MESSAGES.cartTooBig(10)]);
  });
});

describe('after-school holds', () => {
  const register = (schoolName: 'RJLEE' | 'MUSTANG', visitor = newVisitor()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/afterschool',
      remoteAddress: visitor,
      payload: {
        idempotencyKey: crypto.randomUUID(),
        schoolName,
        studentName: `Kid ${crypto.randomUUID().slice(0, 6)}`,
        parentName: 'Pat Parent',
        parentEmail: 'pat@example.com',
        parentPhoneNumber: '555-0111',
        studentGrade: '3',
        studentHouse: 'Blue',
        paymentMethod: 'paypal',
      },
    });

  it('holds a seat of a program with a seat limit while PayPal is paid now, and releases it when the hold ends', async () => {
    const before = Date.now();
    const res = await register('RJLEE');
    expect(res.statusCode).toBe(201);
    const { order, registrationId } = res.json();
    expect(order.status).toBe('pending');
    expect(Date.parse(order.holdUntil) - before).toBeLessThan(SEAT_HOLD_MINUTES * 60_000 + 10_000);
    await moveHold(order.orderNumber, -1000);
    await t.app.payments.expireHolds();
    expect((await orderRow(order.orderNumber)).status).toBe('released');
    const [registration] = await t.ctx.database.db
      .select()
      .from(afterschoolRegistrations)
      .where(eq(afterschoolRegistrations.id, registrationId));
    expect(registration!.active).toBe(false);
  });

  it('holds nothing that runs out for a program without a seat limit', async () => {
    await t.ctx.database.db
      .update(programs)
      .set({ maxStudents: null })
      .where(and(eq(programs.schoolName, 'MUSTANG'), eq(programs.kind, 'afterSchool')));
    const visitor = newVisitor();
    for (let i = 0; i <= MAX_HELD; i++) {
      expect((await register('MUSTANG', visitor)).statusCode).toBe(201);
    }
    const res = await register('MUSTANG', visitor);
    const { order } = res.json();
    expect(order.holdUntil).toBeNull();
    await t.app.payments.expireHolds(new Date(Date.now() + 1000 * HOUR));
    expect((await orderRow(order.orderNumber)).status).toBe('awaiting_payment');
  });
});
