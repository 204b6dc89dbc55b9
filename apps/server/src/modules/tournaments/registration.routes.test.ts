import crypto from 'node:crypto';
import {
  ENTRY_MESSAGES,
  FAMILY_MESSAGES,
  type MajorEventFees,
  type TournamentCartQuote,
  type TournamentCartResult,
} from '@kingside/shared';
import { sandboxCardTransactions } from '@kingside/payment-sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, coupons, orders, tournamentEntries } from '../../db/schema.js';
import { addDays, todayIn } from '../../lib/time.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { tokenizeCard } from '../../test/payments.js';
import {
  cartBody,
  cartEntry,
  createTournament,
  entriesOf,
  entryRow,
  fillPlaces,
  mailsTo,
} from '../../test/tournaments.js';
import { registrationRepository } from './registration.repository.js';

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  today = todayIn(t.ctx.config.club.timezone);
});
afterAll(() => t.app.close());

const uniq = () => crypto.randomBytes(4).toString('hex');

const quote = (id: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/tournament/${id}/cart/quote`, payload, headers });

const checkout = (
  id: number,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournament/${id}/cart`,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const charge = async (orderRef: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorizenet/charge',
    payload: {
      idempotencyKey: crypto.randomUUID(),
      orderRef,
      description: 'Tournament entry',
      opaqueData: await tokenizeCard(t.app, t.ctx),
      billToFirstName: 'Ada',
      billToLastName: 'Pawn',
      billToZip: '75024',
      billToCountry: 'US',
    },
  });

const approvedCharges = (orderNumber: number) =>
  t.ctx.database.db
    .select()
    .from(sandboxCardTransactions)
    .where(
      and(
        eq(sandboxCardTransactions.invoiceNumber, `KS-${orderNumber}`),
        eq(sandboxCardTransactions.transactionType, 'authCaptureTransaction'),
        eq(sandboxCardTransactions.responseCode, '1'),
      ),
    );

/** A signed-in member (a student) of their own, so free play credits never collide. */
async function member(roles: ('student' | 'coach')[] = ['student']) {
  const user = await buildUser(t.ctx, { roles });
  return { user, headers: bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD)) };
}

const taken = (id: number) => registrationRepository(t.ctx.database.db).placesTaken(id);

const MAJOR: MajorEventFees = {
  sections: [
    {
      name: 'Open',
      earlyBirdEntryFeeCents: 6000,
      entryFeeCents: 7500,
      lateEntryFeeCents: 9000,
      rated: true,
    },
    {
      name: 'U1000',
      earlyBirdEntryFeeCents: 4000,
      entryFeeCents: 5500,
      lateEntryFeeCents: 7000,
      rated: false,
    },
  ],
  earlyBirdDeadline: null,
  lateEntryStartDate: null,
  clubMemberDiscountCents: 1000,
  playUpFeeCents: 1500,
};

const major = (dates: Partial<Pick<MajorEventFees, 'earlyBirdDeadline' | 'lateEntryStartDate'>>) =>
  createTournament(t.ctx, {
    majorEvent: true,
    majorFees: { ...MAJOR, ...dates },
    sections: ['Open', 'U1000'],
    tournamentDate: addDays(today, 30),
  });

describe('cart quote', () => {
  it('answers 404 for an unknown tournament and 400 naming an unknown section', async () => {
    expect((await quote(999_999, { entries: [{ section: 'Open' }] })).statusCode).toBe(404);
    const tour = await createTournament(t.ctx);
    const res = await quote(tour.id, { entries: [{ section: 'Open' }, { section: 'Nowhere' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'entries.1.section': [ENTRY_MESSAGES.unknownSection],
    });
  });

  it.each([
    ['early bird', { earlyBirdDeadline: 'future' }, 'earlyBird', 6000],
    ['regular', { earlyBirdDeadline: 'past', lateEntryStartDate: 'future' }, 'regular', 7500],
    ['late', { earlyBirdDeadline: 'past', lateEntryStartDate: 'today' }, 'late', 9000],
  ] as const)(
    'prices a major event with the %s fee by today’s date',
    async (_name, when, feeKind, cents) => {
      const day = (w: string | undefined) =>
        w === 'future'
          ? addDays(today, 5)
          : w === 'past'
            ? addDays(today, -5)
            : w === 'today'
              ? today
              : null;
      const tour = await major({
        earlyBirdDeadline: day(when.earlyBirdDeadline),
        lateEntryStartDate: day('lateEntryStartDate' in when ? when.lateEntryStartDate : undefined),
      });
      const res = await quote(tour.id, { entries: [{ name: 'Ada', section: 'Open' }] });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TournamentCartQuote>();
      expect(body.cartItems[0]).toMatchObject({ feeKind, baseCents: cents, itemTotal: cents });
      expect(body.cartTotal).toBe(cents);
      expect(body.clubMember).toBe(false);
    },
  );

  it('takes the member discount off each entry and adds the play-up fee', async () => {
    const tour = await major({ earlyBirdDeadline: addDays(today, 5) });
    const { headers } = await member(['coach']);
    const res = await quote(
      tour.id,
      {
        entries: [
          { name: 'Ada', section: 'Open' },
          { name: 'Ben', section: 'U1000', playup: true },
        ],
      },
      headers,
    );
    const body = res.json<TournamentCartQuote>();
    expect(body.clubMember).toBe(true);
    expect(body.cartItems.map((l) => l.itemTotal)).toEqual([6000 - 1000, 4000 - 1000 + 1500]);
    expect(body.cartItems[1]).toMatchObject({ clubDiscountCents: 1000, playUpCents: 1500 });
    expect(body.cartTotal).toBe(5000 + 4500);
  });

  it('applies a coupon to each entry, and says "Invalid coupon code" when it takes nothing off', async () => {
    const tour = await createTournament(t.ctx);
    const other = await createTournament(t.ctx);
    const code = `TEN${uniq()}`;
    await t.ctx.database.db.insert(coupons).values([
      { couponCode: code, couponType: 'PERCENTAGE', couponValue: 10, tournamentId: tour.id },
      { couponCode: `${code}X`, couponType: 'FLAT_FEE', couponValue: 500, tournamentId: other.id },
    ]);
    const entries = [
      { name: 'Ada', section: 'Open' },
      { name: 'Ben', section: 'U1000' },
    ];
    const res = await quote(tour.id, { entries, couponCode: code.toLowerCase() });
    const body = res.json<TournamentCartQuote>();
    expect(body.cartItems.map((l) => l.couponDiscountCents)).toEqual([250, 250]);
    expect(body).toMatchObject({
      cartSubTotal: 5000,
      cartDiscount: 500,
      cartTotal: 4500,
      couponMessage: null,
    });
    for (const couponCode of [`${code}X`, 'NO-SUCH-CODE']) {
      const bad = (await quote(tour.id, { entries, couponCode })).json<TournamentCartQuote>();
      expect(bad).toMatchObject({
        cartDiscount: 0,
        cartTotal: 5000,
        couponMessage: ENTRY_MESSAGES.invalidCoupon,
      });
    }
  });

  it('offers the free play credit only to a member with the month’s credit left, never for FIDE-rated events', async () => {
    const tour = await createTournament(t.ctx);
    const fide = await createTournament(t.ctx, { fideRated: true });
    const entries = [{ name: 'Ada', section: 'Open' }];
    const visitor = (await quote(tour.id, { entries })).json<TournamentCartQuote>();
    expect(visitor.paymentMethods).toEqual(['paypal', 'creditCard', 'zelle']);
    const { headers } = await member();
    const asMember = (await quote(tour.id, { entries }, headers)).json<TournamentCartQuote>();
    expect(asMember.paymentMethods).toEqual(['paypal', 'creditCard', 'zelle', 'freePlayCredit']);
    const fideQuote = (await quote(fide.id, { entries }, headers)).json<TournamentCartQuote>();
    expect(fideQuote.paymentMethods).toEqual(['paypal', 'creditCard', 'zelle']);
  });

  it('offers only the waiting list when sold out, by the flag or by places', async () => {
    const flagged = await createTournament(t.ctx, { soldout: true });
    const full = await createTournament(t.ctx, { capacity: 2 });
    await fillPlaces(t.ctx, full.id, 2);
    const { headers } = await member([]);
    for (const tour of [flagged, full]) {
      const body = (await quote(tour.id, { entries: [{ section: 'Open' }] }, headers)).json();
      expect(body).toMatchObject({ soldOut: true, paymentMethods: ['waitingList'] });
    }
    // With places to offer, the waiting list is for accounts (docs/decisions/0046).
    const visitor = (await quote(full.id, { entries: [{ section: 'Open' }] })).json();
    expect(visitor).toMatchObject({
      paymentMethods: [],
      unavailable: [{ method: 'waitingList', reason: ENTRY_MESSAGES.waitingListNeedsAccount }],
    });
    const open = await createTournament(t.ctx, { capacity: 3 });
    await fillPlaces(t.ctx, open.id, 1);
    const body = (await quote(open.id, { entries: [{ section: 'Open' }] })).json();
    expect(body).toMatchObject({ soldOut: false, placesLeft: 2 });
  });
});

describe('checkout refusals', () => {
  it('answers 404 for an unknown tournament', async () => {
    expect((await checkout(999_999, cartBody('creditCard'))).statusCode).toBe(404);
  });

  it('names each entry’s bad section, schedule and byes', async () => {
    const tour = await createTournament(t.ctx, { schedules: ['2-day', '3-day'], maxByes: 1 });
    const res = await checkout(
      tour.id,
      cartBody('creditCard', [
        cartEntry({ section: 'Nowhere', schedule: '2-day' }),
        cartEntry({ name: 'Ben', schedule: '5-day', byesRequested: [1, 2] }),
        cartEntry({ name: 'Cy', schedule: '3-day', byesRequested: [9] }),
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'entries.0.section': [ENTRY_MESSAGES.unknownSection],
      'entries.1.schedule': [ENTRY_MESSAGES.unknownSchedule],
      'entries.1.byesRequested': [ENTRY_MESSAGES.tooManyByes(1)],
      'entries.2.byesRequested': [ENTRY_MESSAGES.byeRoundOutOfRange(4)],
    });
    expect(await entriesOf(t.ctx, tour.id)).toEqual([]);
  });

  it('refuses registration after the tournament’s day', async () => {
    const tour = await createTournament(t.ctx, { tournamentDate: addDays(today, -1) });
    const res = await checkout(tour.id, cartBody('creditCard'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ENTRY_MESSAGES.closed);
  });

  it('refuses a child who is not the caller’s', async () => {
    const tour = await createTournament(t.ctx);
    const parent = await member();
    const stranger = await member();
    const [child] = await t.ctx.database.db
      .insert(children)
      .values({ parentUserId: stranger.user.id, name: 'Not Mine' })
      .returning();
    const body = cartBody('creditCard', [cartEntry({ childId: child!.id })]);
    const res = await checkout(tour.id, body, parent.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'entries.0.childId': [FAMILY_MESSAGES.notYourChild],
    });
    const own = await checkout(tour.id, body, stranger.headers);
    expect(own.statusCode, own.body).toBe(201);
    expect((await entryRow(t.ctx, own.json().entries[0].id)).childId).toBe(child!.id);
  });

  it('refuses a cart larger than the places left, and card carts once sold out', async () => {
    const tour = await createTournament(t.ctx, { capacity: 3 });
    await fillPlaces(t.ctx, tour.id, 2);
    const two = cartBody('creditCard', [cartEntry(), cartEntry({ name: 'Ben' })]);
    const res = await checkout(tour.id, two);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ENTRY_MESSAGES.placesLeft(1));
    const { headers } = await member([]);
    expect((await checkout(tour.id, cartBody('zelle'), headers)).statusCode).toBe(201);
    const late = await checkout(tour.id, cartBody('creditCard'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ENTRY_MESSAGES.soldOut);
  });

  it('refuses the waiting list while places are left', async () => {
    const tour = await createTournament(t.ctx, { capacity: 5 });
    const res = await checkout(tour.id, cartBody('waitingList'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ENTRY_MESSAGES.notSoldOut);
  });

  it('refuses a player already entered (by US Chess id)', async () => {
    const tour = await createTournament(t.ctx);
    expect(
      (await checkout(tour.id, cartBody('zelle', [cartEntry({ uscfId: '12345678' })]))).statusCode,
    ).toBe(201);
    const res = await checkout(tour.id, cartBody('zelle', [cartEntry({ uscfId: '12345678' })]));
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors).toEqual({ 'entries.0.uscfId': [ENTRY_MESSAGES.alreadyEntered] });
  });
});

describe('paying for entries', () => {
  it('registers two players and pays by card end to end: one order, charged the server’s total, entries paid, receipt to the payer', async () => {
    const tour = await major({ earlyBirdDeadline: addDays(today, 5) });
    const email = `payer-${uniq()}@example.com`;
    const res = await checkout(
      tour.id,
      cartBody('creditCard', [
        cartEntry({ name: 'Ada Pawn', email, byesRequested: [2] }),
        cartEntry({ name: 'Ben Pawn', email, section: 'U1000', playup: true }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<TournamentCartResult>();
    expect(body.order).toMatchObject({
      kind: 'tournament',
      status: 'pending',
      amountCents: 6000 + 4000 + 1500,
    });
    expect(body.order!.items[0]!.description).toBe(`${tour.name}: Ada Pawn, Open, early-bird fee`);
    expect(body.entries.map((e) => [e.name, e.entryFeeCents])).toEqual([
      ['Ada Pawn', 6000],
      ['Ben Pawn', 5500],
    ]);
    expect(await taken(tour.id)).toBe(2);

    const paid = await charge(body.order!.orderRef);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order.status).toBe('paid');
    expect(await approvedCharges(body.order!.orderNumber)).toHaveLength(1);
    const rows = await entriesOf(t.ctx, tour.id);
    expect(rows.map((r) => [r.paid, r.active, r.paymentMethod])).toEqual([
      [true, true, 'creditCard'],
      [true, true, 'creditCard'],
    ]);
    expect(rows[0]!.byesRequested).toEqual([2]);
    const [receipt] = await mailsTo(t.ctx, email, 'receipt');
    expect(receipt!.text).toContain(`${tour.name}: Ben Pawn, U1000, early-bird fee`);
  });

  it('answers a double submit with the same order and charges it once', async () => {
    const tour = await createTournament(t.ctx);
    const cart = cartBody('creditCard');
    const [a, b] = await Promise.all([checkout(tour.id, cart), checkout(tour.id, cart)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const ref = a.json().order.orderRef;
    expect(b.json().order.orderRef).toBe(ref);
    expect(await entriesOf(t.ctx, tour.id)).toHaveLength(1);
    const [x, y] = await Promise.all([charge(ref), charge(ref)]);
    expect([x.statusCode, y.statusCode]).toContain(200);
    expect(await approvedCharges(a.json().order.orderNumber)).toHaveLength(1);
    const again = await checkout(tour.id, cart);
    expect(again.json().order.status).toBe('paid');
  });

  it('books a Zelle entry at once, holding its place, and confirms how to pay', async () => {
    const tour = await createTournament(t.ctx, { capacity: 5 });
    const email = `zelle-${uniq()}@example.com`;
    const { headers } = await member([]);
    const res = await checkout(tour.id, cartBody('zelle', [cartEntry({ email })]), headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: ENTRY_MESSAGES.registered,
      order: { status: 'awaiting_payment', amountCents: 2500, zelle: expect.any(Object) },
    });
    expect(await taken(tour.id)).toBe(1);
    const [mail] = await mailsTo(t.ctx, email, 'registration received');
    expect(mail!.text).toContain('Zelle');
  });

  it('pays a cart through PayPal: order, approval, capture, entry paid', async () => {
    const tour = await createTournament(t.ctx);
    const res = await checkout(tour.id, cartBody('paypal'));
    expect(res.statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: { orderRef: res.json().order.orderRef },
    });
    expect(created.statusCode, created.body).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/sandbox/paypal/checkoutnow/${created.json().paypalOrderId}/approve`,
    });
    expect(approved.statusCode).toBe(303);
    const captured = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/orders/capture',
      payload: { orderRef: res.json().order.orderRef },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    const [entry] = await entriesOf(t.ctx, tour.id);
    expect(entry).toMatchObject({ paid: true, paymentMethod: 'paypal' });
  });

  it('gives signed-in students and coaches the club fee on their own and their children’s entries', async () => {
    const tour = await createTournament(t.ctx);
    const parent = await member();
    const [child] = await t.ctx.database.db
      .insert(children)
      .values({ parentUserId: parent.user.id, name: 'Kid Pawn' })
      .returning();
    const res = await checkout(
      tour.id,
      cartBody('creditCard', [cartEntry(), cartEntry({ name: 'Kid Pawn', childId: child!.id })]),
      parent.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.amountCents).toBe(2000 * 2);
  });
});

describe('free play credit', () => {
  it('pays one member’s own entry once a month; a withdrawn entry gives the credit back', async () => {
    const date = addDays(today, 40);
    const first = await createTournament(t.ctx, { tournamentDate: date });
    const second = await createTournament(t.ctx, { tournamentDate: date });
    const { user, headers } = await member();
    const email = `member-${uniq()}@example.com`;
    const res = await checkout(
      first.id,
      cartBody('freePlayCredit', [cartEntry({ email })]),
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: ENTRY_MESSAGES.registered,
      order: null,
      entries: [{ entryFeeCents: 0, paymentMethod: 'freePlayCredit', waitingList: false }],
    });
    const entryId = res.json().entries[0].id;
    expect(await entryRow(t.ctx, entryId)).toMatchObject({ paid: true, userId: user.id });
    const [mail] = await mailsTo(t.ctx, email, 'registration confirmed');
    expect(mail!.text).toContain(first.name);
    expect(mail!.text).toContain('at 2:00 PM');

    const again = await checkout(second.id, cartBody('freePlayCredit'), headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ENTRY_MESSAGES.freePlayUsed);
    const q = (await quote(second.id, { entries: [{ section: 'Open' }] }, headers)).json();
    expect(q.paymentMethods).not.toContain('freePlayCredit');

    await t.ctx.database.db
      .update(tournamentEntries)
      .set({ withdrawnAt: new Date() })
      .where(eq(tournamentEntries.id, entryId));
    const back = await checkout(second.id, cartBody('freePlayCredit'), headers);
    expect(back.statusCode, back.body).toBe(201);
  });

  it('refuses visitors, non-members, two entries, a child, and FIDE-rated events', async () => {
    const tour = await createTournament(t.ctx);
    const fide = await createTournament(t.ctx, { fideRated: true });
    const visitor = await checkout(tour.id, cartBody('freePlayCredit'));
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().message).toBe(ENTRY_MESSAGES.freePlayNeedsMember);
    const plain = await buildUser(t.ctx);
    const plainHeaders = bearer(await loginAs(t.app, plain.username, FACTORY_PASSWORD));
    expect((await checkout(tour.id, cartBody('freePlayCredit'), plainHeaders)).json().message).toBe(
      ENTRY_MESSAGES.freePlayNeedsMember,
    );
    const { headers } = await member();
    const two = await checkout(
      tour.id,
      cartBody('freePlayCredit', [cartEntry(), cartEntry({ name: 'Ben' })]),
      headers,
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(ENTRY_MESSAGES.freePlayOneEntry);
    const onFide = await checkout(fide.id, cartBody('freePlayCredit'), headers);
    expect(onFide.statusCode).toBe(400);
    expect(onFide.json().fieldErrors).toEqual({ paymentMethod: [ENTRY_MESSAGES.methodNotOffered] });
  });
});

describe('sold out', () => {
  it('puts a sold-out event’s registrations on the waiting list, unpaid, fee stored, and confirms by e-mail', async () => {
    const tour = await createTournament(t.ctx, { soldout: true });
    const card = await checkout(tour.id, cartBody('creditCard'));
    expect(card.statusCode).toBe(409);
    expect(card.json().message).toBe(ENTRY_MESSAGES.soldOut);
    const email = `wait-${uniq()}@example.com`;
    const res = await checkout(tour.id, cartBody('waitingList', [cartEntry({ email })]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: ENTRY_MESSAGES.waitingListed,
      order: null,
      entries: [{ waitingList: true, entryFeeCents: 2500, paymentMethod: 'waitingList' }],
    });
    expect(await entryRow(t.ctx, res.json().entries[0].id)).toMatchObject({
      paid: false,
      orderId: null,
    });
    const [mail] = await mailsTo(t.ctx, email, 'waiting list');
    expect(mail!.text).toContain('48 hours');
  });
});

describe('200 registrations at once for the last 10 places', () => {
  it('puts exactly 10 in the main list, and each of their orders is charged once', async () => {
    const tour = await createTournament(t.ctx, { capacity: 30 });
    await fillPlaces(t.ctx, tour.id, 20);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        checkout(
          tour.id,
          cartBody('creditCard', [
            cartEntry({ name: `Racer ${i}`, email: `racer${i}@example.com` }),
          ]),
          {},
          `10.1.${Math.floor(i / 250)}.${i % 250}`,
        ),
      ),
    );
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(190);
    expect(await taken(tour.id)).toBe(30);
    // Each order paid twice at once (a double click): charged once.
    const refs = created.map((r) => r.json<TournamentCartResult>().order!);
    const charges = await Promise.all(
      refs.flatMap((o) => [charge(o.orderRef), charge(o.orderRef)]),
    );
    expect(charges.filter((c) => c.statusCode === 200).length).toBeGreaterThanOrEqual(10);
    for (const o of refs) expect(await approvedCharges(o.orderNumber)).toHaveLength(1);
    const paidOrders = await t.ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.kind, 'tournament'), eq(orders.status, 'paid')));
    expect(paidOrders.filter((o) => refs.some((r) => r.orderNumber === o.id))).toHaveLength(10);
    const main = (await entriesOf(t.ctx, tour.id)).filter((e) => !e.waitingList && e.active);
    expect(main).toHaveLength(30);
    expect(main.filter((e) => e.paymentMethod === 'creditCard' && e.paid)).toHaveLength(10);
  }, 60_000);
});
