import crypto from 'node:crypto';
import { FAMILY_CART_MESSAGES, FAMILY_MESSAGES, type FamilyCartItem } from '@kingside/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterschoolRegistrations,
  campRegistrations,
  children,
  coupons,
  orders,
  outboxEmails,
  tournamentEntries,
} from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { createCampEvent, tokenizeCard } from '../../test/payments.js';
import { createTournament } from '../../test/tournaments.js';

/**
 * The family cart (issue 31, docs/decisions/0054): a camp week, an after-school program and a
 * tournament entry for two children in one order, paid once; releasing it releases all three.
 */

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

/** A parent of the test's own with two children. */
async function parent() {
  const user = await buildUser(t.ctx);
  const headers = bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
  const kids = await t.ctx.database.db
    .insert(children)
    .values([
      { parentUserId: user.id, name: `Ada ${user.id}`, grade: '3' },
      { parentUserId: user.id, name: `Ben ${user.id}`, grade: '5', uscfId: `9${user.id}` },
    ])
    .returning();
  return { user, headers, ada: kids[0]!, ben: kids[1]! };
}

type Parent = Awaited<ReturnType<typeof parent>>;

/** A camp week and a tournament of the test's own, and the cart of all three kinds. */
async function cartOf(p: Parent, options: { capacity?: number } = {}) {
  const week = await createCampEvent(t.ctx, { capacity: options.capacity ?? 10 });
  const tour = await createTournament(t.ctx, { capacity: options.capacity ?? null });
  const items: FamilyCartItem[] = [
    { type: 'camp', childId: p.ada.id, eventId: week.id },
    { type: 'camp', childId: p.ben.id, eventId: week.id },
    { type: 'afterschool', childId: p.ada.id, schoolName: 'MUSTANG' },
    { type: 'tournament', childId: p.ben.id, tournamentId: tour.id, section: 'Open' },
  ];
  return { week, tour, items };
}

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

const checkout = (
  p: Parent,
  items: FamilyCartItem[],
  paymentMethod: 'creditCard' | 'paypal' | 'zelle',
  extra: Record<string, unknown> = {},
) =>
  post('/api/family/cart', p.headers, {
    idempotencyKey: crypto.randomUUID(),
    items,
    paymentMethod,
    phoneNumber: '555-0100',
    ...extra,
  });

const rowsOf = async (orderId: number) => {
  const db = t.ctx.database.db;
  return {
    camp: await db.select().from(campRegistrations).where(eq(campRegistrations.orderId, orderId)),
    afterschool: await db
      .select()
      .from(afterschoolRegistrations)
      .where(eq(afterschoolRegistrations.orderId, orderId)),
    entries: await db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.orderId, orderId)),
  };
};

/** The tournament's entries that count (active, not withdrawn). */
const placesTaken = async (tournamentId: number) =>
  (
    await t.ctx.database.db
      .select()
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentId, tournamentId))
  ).filter((e) => e.active && e.withdrawnAt === null).length;

const mailsTo = async (to: string) =>
  t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

async function catalog(p: Parent) {
  const res = await t.app.inject({ url: '/api/family/cart/catalog', headers: p.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    camp: { id: number; seatsLeft: number; priceCents: number }[];
    afterschool: { schoolName: string; priceCents: number; registrationFeeCents: number }[];
    tournaments: { id: number; placesLeft: number | null }[];
  };
}

describe('family cart', () => {
  it('prices a cart of three kinds for two children on the server', async () => {
    const p = await parent();
    const { week, items } = await cartOf(p);
    const offered = await catalog(p);
    expect(offered.camp.find((c) => c.id === week.id)).toMatchObject({ seatsLeft: 10 });
    // The catalog lists the soonest open tournaments; this file's share the database with others.
    expect(offered.tournaments.length).toBeGreaterThan(0);
    const mustang = offered.afterschool.find((a) => a.schoolName === 'MUSTANG')!;

    const res = await post('/api/family/cart/quote', p.headers, { items });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    const camp = offered.camp.find((c) => c.id === week.id)!.priceCents;
    expect(
      quote.lines.map((l: { kind: string; childName: string }) => [l.kind, l.childName]),
    ).toEqual([
      ['camp', p.ada.name],
      ['camp', p.ben.name],
      ['afterschool', p.ada.name],
      ['tournament', p.ben.name],
    ]);
    // The parent is no club member: the regular entry fee.
    const expected = 2 * camp + mustang.priceCents + mustang.registrationFeeCents + 2500;
    expect(quote.totalCents).toBe(expected);
    expect(quote.payLaterRefusal).toBeNull();
  });

  it('pays the whole cart once by card: one order, every registration paid, one receipt', async () => {
    const p = await parent();
    const { week, items } = await cartOf(p);
    const res = await checkout(p, items, 'creditCard');
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ kind: 'family', status: 'pending' });
    expect(order.items).toHaveLength(4);

    const charged = await post(
      '/api/authorizenet/charge',
      {},
      {
        idempotencyKey: crypto.randomUUID(),
        orderRef: order.orderRef,
        description: 'Family cart',
        opaqueData: await tokenizeCard(t.app, t.ctx),
        billToFirstName: 'Grace',
        billToLastName: 'Pawn',
        billToZip: '75024',
        billToCountry: 'US',
      },
    );
    expect(charged.statusCode, charged.body).toBe(200);

    const rows = await rowsOf(order.orderNumber);
    expect(rows.camp.map((r) => [r.studentName, r.paid, r.active])).toEqual([
      [p.ada.name, true, true],
      [p.ben.name, true, true],
    ]);
    const afterschoolLine = order.items.find((i: { kind: string }) => i.kind === 'afterschool');
    expect(rows.afterschool.map((r) => [r.studentName, r.active, r.paidAmountCents])).toEqual([
      [p.ada.name, true, afterschoolLine.amountCents],
    ]);
    expect(rows.entries.map((e) => [e.name, e.paid, e.active, e.childId])).toEqual([
      [p.ben.name, true, true, p.ben.id],
    ]);
    expect((await catalog(p)).camp.find((c) => c.id === week.id)!.seatsLeft).toBe(8);
    const mails = await mailsTo(p.user.email);
    expect(mails.filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.includes('registration received'))).toHaveLength(1);
    expect(mails.find((m) => m.subject.includes('receipt'))!.text).toContain(p.ben.name);
  });

  it('pays the whole cart once through PayPal', async () => {
    const p = await parent();
    const { items } = await cartOf(p);
    const { order } = (await checkout(p, items, 'paypal')).json();
    const created = await post('/api/paypal/orders', {}, { orderRef: order.orderRef });
    expect(created.statusCode).toBe(200);
    const approved = await post(
      `/sandbox/paypal/checkoutnow/${created.json().paypalOrderId}/approve`,
      {},
      {},
    );
    expect(approved.statusCode).toBe(303);
    const captured = await post('/api/paypal/orders/capture', {}, { orderRef: order.orderRef });
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().order).toMatchObject({ status: 'paid', kind: 'family' });
    const rows = await rowsOf(order.orderNumber);
    expect(rows.camp.every((r) => r.paid)).toBe(true);
    expect(rows.afterschool.every((r) => r.active && r.paidAmountCents > 0)).toBe(true);
    expect(rows.entries.every((e) => e.paid)).toBe(true);
  });

  it('books a Zelle cart at once, and releasing it releases all three kinds', async () => {
    const p = await parent();
    const { week, tour, items } = await cartOf(p, { capacity: 12 });
    const res = await checkout(p, items, 'zelle');
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      zelle: { memo: `Order ${order.orderNumber}` },
    });
    expect(order.holdUntil).not.toBeNull();
    expect((await mailsTo(p.user.email)).some((m) => m.text.includes('Zelle'))).toBe(true);
    const before = await catalog(p);
    expect(before.camp.find((c) => c.id === week.id)!.seatsLeft).toBe(10);
    expect(await placesTaken(tour.id)).toBe(1);

    const released = await post(`/api/payments/orders/${order.orderNumber}/release`, admin, {});
    expect(released.statusCode, released.body).toBe(200);
    const rows = await rowsOf(order.orderNumber);
    expect(rows.camp.every((r) => !r.active)).toBe(true);
    expect(rows.afterschool.every((r) => !r.active && r.paidAmountCents === 0)).toBe(true);
    expect(rows.entries.every((e) => !e.active)).toBe(true);
    const after = await catalog(p);
    expect(after.camp.find((c) => c.id === week.id)!.seatsLeft).toBe(12);
    expect(await placesTaken(tour.id)).toBe(0);
    expect((await mailsTo(p.user.email)).some((m) => m.subject.includes('released'))).toBe(true);
  });

  it('takes a coupon once off the whole cart, each line keeping its share', async () => {
    const p = await parent();
    const { items } = await cartOf(p);
    const code = `FAM${crypto.randomBytes(3).toString('hex')}`;
    await t.ctx.database.db
      .insert(coupons)
      .values({ couponCode: code, couponType: 'FLAT_FEE', couponValue: 1000, tournamentId: null });
    const quote = (
      await post('/api/family/cart/quote', p.headers, { items, couponCode: code })
    ).json();
    expect(quote.discountCents).toBe(1000);
    expect(quote.totalCents).toBe(quote.subtotalCents - 1000);
    const { order } = (await checkout(p, items, 'creditCard', { couponCode: code })).json();
    expect(order.amountCents).toBe(quote.totalCents);
  });

  it('refuses another family’s child, the same child twice, a full week and a visitor', async () => {
    const p = await parent();
    const other = await parent();
    const { week, items } = await cartOf(p, { capacity: 1 });
    const stranger = await checkout(
      p,
      [{ type: 'camp', childId: other.ada.id, eventId: week.id }],
      'creditCard',
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors).toEqual({
      'items.0.childId': [FAMILY_MESSAGES.notYourChild],
    });

    const twice = await checkout(p, [items[0]!, items[0]!], 'creditCard');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors).toEqual({ 'items.1.childId': [FAMILY_CART_MESSAGES.twice] });

    // Two children for a week with one seat: nothing is booked.
    const full = await checkout(p, items, 'creditCard');
    expect(full.statusCode).toBe(409);
    const made = await t.ctx.database.db.select().from(orders).where(eq(orders.userId, p.user.id));
    expect(made).toHaveLength(0);

    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/family/cart',
      payload: {
        idempotencyKey: crypto.randomUUID(),
        items,
        paymentMethod: 'zelle',
        phoneNumber: '1',
      },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers a repeat of the checkout key with the same order', async () => {
    const p = await parent();
    const { items } = await cartOf(p);
    const body = {
      idempotencyKey: crypto.randomUUID(),
      items,
      paymentMethod: 'zelle',
      phoneNumber: '555',
    };
    const first = await post('/api/family/cart', p.headers, body);
    const again = await post('/api/family/cart', p.headers, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().order.orderRef).toBe(first.json().order.orderRef);
    expect((await rowsOf(first.json().order.orderNumber)).camp).toHaveLength(2);
  });
});
