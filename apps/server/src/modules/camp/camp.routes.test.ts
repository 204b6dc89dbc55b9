import { MESSAGES } from '@kingside/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxEmails } from '../../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import { cartFor, createCampEvent, signedIn } from '../../test/payments.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const postCart = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cart', payload, headers });

describe('camp events for the cart', () => {
  it('lists week names, their slots and dates, and the detail of one slot', async () => {
    const week = await createCampEvent(t.ctx, { eventSlot: 'Full Day' });
    await createCampEvent(t.ctx, {
      eventName: week.eventName,
      eventSlot: 'Half Day Morning',
      startTime: '09:00',
      endTime: '12:00',
    });
    const names = (await t.app.inject({ url: '/api/campEvents/eventNames' })).json<string[]>();
    expect(names).toContain(week.eventName);
    const slots = await t.app.inject({
      url: `/api/campEvents/eventSlots?eventName=${encodeURIComponent(week.eventName)}`,
    });
    expect(slots.json()).toEqual(['Full Day', 'Half Day Morning']);
    const dates = (await t.app.inject({ url: '/api/campEvents/eventDates' })).json();
    expect(dates).toContainEqual({
      eventName: week.eventName,
      startDate: '2099-06-08',
      endDate: '2099-06-12',
    });
    const detail = await t.app.inject({
      url: `/api/campEvents/eventDetail?eventName=${encodeURIComponent(week.eventName)}&eventSlot=Full%20Day`,
    });
    expect(detail.json()).toMatchObject({
      id: week.id,
      eventPrice: 37500,
      eventUnit: 5,
      regularPrice: 40000,
      earlyBird: true,
      seatsLeft: 10,
      soldOut: false,
    });
  });

  it('prices a week after its early-bird deadline at the regular price', async () => {
    const late = await createCampEvent(t.ctx, { earlyBirdDeadline: '2020-05-15' });
    const detail = await t.app.inject({
      url: `/api/campEvents/eventDetail?eventName=${encodeURIComponent(late.eventName)}&eventSlot=Full%20Day`,
    });
    expect(detail.json()).toMatchObject({ eventPrice: 40000, earlyBird: false });
  });

  it('answers 404 for an unknown slot and 400 without a name', async () => {
    expect(
      (await t.app.inject({ url: '/api/campEvents/eventDetail?eventName=Nope&eventSlot=Nope' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/campEvents/eventSlots' })).statusCode).toBe(400);
  });
});

describe('POST /api/cart', () => {
  it('prices every item on the server: amounts the browser sends change nothing', async () => {
    const early = await createCampEvent(t.ctx);
    const regular = await createCampEvent(t.ctx, { earlyBirdDeadline: '2020-01-01' });
    const cart = cartFor([early.id, regular.id], 'creditCard');
    cart.cartItems[0]!.itemTotal = 0.01;
    cart.cartTotal = 0.02;
    const res = await postCart(cart);
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ kind: 'camp', status: 'pending', amountCents: 37500 + 40000 });
    expect(order.items.map((i: { amountCents: number }) => i.amountCents)).toEqual([37500, 40000]);
  });

  it('refuses the same slot twice with the spec message', async () => {
    const e = await createCampEvent(t.ctx);
    const res = await postCart(cartFor([e.id, e.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.campSlotInCart);
  });

  it('refuses a cart without items or fields, changing nothing', async () => {
    const before = await t.ctx.database.db.$count(orders);
    const res = await postCart({ ...cartFor([]), cartItems: [] });
    expect(res.statusCode).toBe(400);
    const e = await createCampEvent(t.ctx);
    const noName = cartFor([e.id]);
    noName.cartItems[0]!.registration.studentName = ' ';
    const res2 = await postCart(noName);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().fieldErrors['cartItems.0.registration.studentName']).toEqual([
      MESSAGES.required,
    ]);
    expect(await t.ctx.database.db.$count(orders)).toBe(before);
  });

  it('answers a repeated checkout with the same order, and refuses the key with another cart', async () => {
    const e = await createCampEvent(t.ctx);
    const cart = cartFor([e.id]);
    const first = (await postCart(cart)).json();
    const again = await postCart(cart);
    expect(again.statusCode).toBe(201);
    expect(again.json().order.orderRef).toBe(first.order.orderRef);
    const other = await createCampEvent(t.ctx);
    const reused = await postCart({ ...cartFor([other.id]), idempotencyKey: cart.idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(MESSAGES.checkoutReused);
  });

  it('sells the last seat of a week once when two checkouts race for it', async () => {
    const e = await createCampEvent(t.ctx, { capacity: 1 });
    const [a, b] = await Promise.all([postCart(cartFor([e.id])), postCart(cartFor([e.id]))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({
      code: 'CAMP_SOLD_OUT',
      message: MESSAGES.campWeekSoldOut(`${e.eventName} Full Day`),
    });
    const detail = await t.app.inject({
      url: `/api/campEvents/eventDetail?eventName=${encodeURIComponent(e.eventName)}&eventSlot=Full%20Day`,
    });
    expect(detail.json()).toMatchObject({ seatsLeft: 0, soldOut: true });
  });

  it('books a Zelle cart at once: registrations listed for admins, instructions e-mailed', async () => {
    const e = await createCampEvent(t.ctx);
    const res = await postCart(cartFor([e.id], 'zelle'), await signedIn(t.app, t.ctx));
    expect(res.statusCode).toBe(201);
    const { order, message } = res.json();
    expect(message).toBe(MESSAGES.campRegistered);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'zelle' });
    expect(order.zelle.memo).toBe(`Order ${order.orderNumber}`);
    const rows = (await t.app.inject({ url: '/api/campAdmin/', headers: admin })).json();
    expect(rows).toContainEqual(
      expect.objectContaining({
        eventId: e.id,
        studentName: 'Ada Pawn',
        paid: false,
        paymentMethod: 'zelle',
      }),
    );
    const mails = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'grace@example.com'));
    expect(
      mails.some(
        (m) => m.subject.includes(`order ${order.orderNumber}`) && m.text.includes('Zelle'),
      ),
    ).toBe(true);
  });

  it('does not list an unpaid card checkout in the admin grid', async () => {
    const e = await createCampEvent(t.ctx);
    await postCart(cartFor([e.id], 'creditCard'));
    const rows = (await t.app.inject({ url: '/api/campAdmin/', headers: admin })).json();
    expect(rows.some((r: { eventId: number }) => r.eventId === e.id)).toBe(false);
  });
});

describe('POST /api/cart with a coupon', () => {
  let n = 0;
  /** A coupon saved through the admin grid; tied to no tournament unless one is named. */
  async function coupon(fields: Record<string, unknown>) {
    const code = `CAMP${Date.now()}${n++}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tournament-coupons',
      headers: admin,
      payload: { couponCode: code, couponType: 'FLAT_FEE', couponValue: 1000, ...fields },
    });
    expect(res.statusCode, res.body).toBe(201);
    return code;
  }
  // Each checkout from its own address, so the per-visitor seat hold limit stays out of the way.
  let visitor = 0;
  const postCart = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload,
      headers,
      remoteAddress: `10.41.${Math.floor(++visitor / 250)}.${visitor % 250}`,
    });
  const itemAmounts = (order: { items: { amountCents: number }[] }) =>
    order.items.map((i) => i.amountCents);

  it('takes a flat coupon off the cart once, shared over its registrations', async () => {
    const a = await createCampEvent(t.ctx); // early bird $375
    const b = await createCampEvent(t.ctx, { earlyBirdDeadline: '2020-01-01' }); // $400
    const code = await coupon({ couponValue: 7750 });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/applyCoupon',
      payload: { couponCode: code.toLowerCase(), amountCents: 77500 },
    });
    expect(applied.json()).toMatchObject({ discountCents: 7750, message: null });

    const res = await postCart(
      { ...cartFor([a.id, b.id], 'zelle'), couponCode: code.toLowerCase() },
      await signedIn(t.app, t.ctx),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.amountCents).toBe(77500 - 7750);
    expect(itemAmounts(order)).toEqual([37500 - 3750, 40000 - 4000]);
    expect(order.items[0].description).toContain(`coupon ${code} −$37.50`);
    const rows = (await t.app.inject({ url: '/api/campAdmin/', headers: admin })).json();
    expect(
      rows
        .filter((r: { orderId?: number; eventId: number }) => [a.id, b.id].includes(r.eventId))
        .map((r: { eventPrice: number }) => r.eventPrice)
        .sort(),
    ).toEqual([33750, 36000]);
  });

  it('takes a percentage of the total, and ignores expired and tournament coupons', async () => {
    const e = await createCampEvent(t.ctx); // $375
    const pct = await coupon({ couponType: 'PERCENTAGE', couponValue: 10 });
    const off = (await postCart({ ...cartFor([e.id]), couponCode: pct })).json().order;
    expect(off.amountCents).toBe(33750);

    const expired = await coupon({ expirationDate: '2020-01-01' });
    const event = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tournaments',
        headers: admin,
        payload: { name: `Coupon Cup ${Date.now()}`, tournamentDate: '2099-03-01' },
      })
    ).json<{ id: number }>();
    const tied = await coupon({ tournamentId: event.id });
    for (const code of [expired, tied, 'NO-SUCH-CODE']) {
      const { order } = (await postCart({ ...cartFor([e.id]), couponCode: code })).json();
      expect(order.amountCents, code).toBe(37500);
    }
  });

  it('registers a cart a coupon makes free at once, paid with nothing charged, receipt sent', async () => {
    const e = await createCampEvent(t.ctx);
    const code = await coupon({ couponType: 'PERCENTAGE', couponValue: 100 });
    const cart = { ...cartFor([e.id], 'creditCard'), couponCode: code };
    const res = await postCart(cart);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ status: 'paid', amountCents: 0 });
    // A repeat answers the same order and changes nothing.
    expect((await postCart(cart)).json().order.orderRef).toBe(order.orderRef);
    const rows = (await t.app.inject({ url: '/api/campAdmin/', headers: admin })).json();
    expect(rows.filter((r: { eventId: number }) => r.eventId === e.id)).toEqual([
      expect.objectContaining({ paid: true, eventPrice: 0 }),
    ]);
    const mails = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'grace@example.com'));
    expect(
      mails.some((m) => m.subject.includes(`${order.orderNumber}`) && /receipt/i.test(m.subject)),
    ).toBe(true);
  });
});

describe('camp admin grids', () => {
  it('adds, changes and deletes a registration by hand; the event sets name, slot and price', async () => {
    const e = await createCampEvent(t.ctx);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/camp',
      headers: admin,
      payload: { studentName: 'Bobby Rook', eventId: e.id, paid: true, paymentMethod: 'zelle' },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({
      eventName: e.eventName,
      eventSlot: 'Full Day',
      eventPrice: 40000,
      eventUnit: 5,
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/camp',
      headers: admin,
      payload: { studentName: '', eventId: e.id },
    });
    expect(blank.json().fieldErrors.studentName).toEqual([MESSAGES.required]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/campAdmin/${add.json().id}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ message: MESSAGES.deleted });
  });

  it('manages camp events, refusing a second slot of the same name', async () => {
    const body = {
      eventName: 'Grid Week',
      eventSlot: 'Full Day',
      startDate: '2099-07-06',
      endDate: '2099-07-10',
      startTime: '09:00',
      endTime: '16:00',
      priceCents: 40000,
    };
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/campEventsAdmin',
      headers: admin,
      payload: body,
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({ eventUnit: 5, capacity: 20, active: true });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/campEventsAdmin',
      headers: admin,
      payload: body,
    });
    expect(dup.statusCode).toBe(409);
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/campEventsAdmin',
      headers: admin,
      payload: { ...body, eventSlot: 'Other', endDate: '2099-07-01' },
    });
    expect(backwards.json().fieldErrors.endDate).toBeDefined();
    const list = (await t.app.inject({ url: '/api/campEventsAdmin', headers: admin })).json();
    expect(list.some((r: { eventName: string }) => r.eventName === 'Grid Week')).toBe(true);
  });
});
