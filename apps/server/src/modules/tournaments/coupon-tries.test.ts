import crypto from 'node:crypto';
import { ENTRY_MESSAGES, MESSAGES, TOURNAMENT_MESSAGES } from '@kingside/shared';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons, rateLimitCounters } from '../../db/schema.js';
import { buildTestApp, testConfig, type TestApp } from '../../test/helpers.js';
import { cartFor, createCampEvent } from '../../test/payments.js';
import { cartBody, createTournament } from '../../test/tournaments.js';

/**
 * Coupon guessing (issue 30; docs/decisions/0046): every path that tries a code goes through one
 * limiter whose counters live in the rate-limit store, per visitor, per tournament from every
 * address, and club-wide; past a limit even the right code is refused.
 */

const LIMITS = { failuresPerVisitor: 3, failuresPerEvent: 6, failuresClubWide: 12 };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ coupons: { ...testConfig().coupons, ...LIMITS } });
});
afterAll(() => t.app.close());
// Other files' tries may share this database's club-wide counter within the hour.
beforeEach(async () => {
  await t.ctx.database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'coupon-%'));
});

let addresses = 0;
/** A client address of its own. */
const newAddress = () => `192.0.2.${++addresses}`;

async function coupon(tournamentId: number | null) {
  const code = `RIGHT${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  await t.ctx.database.db
    .insert(coupons)
    .values({ tournamentId, couponType: 'FLAT_FEE', couponCode: code, couponValue: 500 });
  return code;
}

const apply = (body: object, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/applyCoupon',
    payload: { amountCents: 2500, ...body },
    remoteAddress: address,
  });

const quote = (id: number, couponCode: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournament/${id}/cart/quote`,
    payload: { entries: [{ section: 'Open' }], couponCode },
    remoteAddress: address,
  });

const wrong = () => `GUESS${crypto.randomBytes(3).toString('hex')}`;

describe('coupon guessing', () => {
  it('stops guesses for one tournament spread over several addresses, and refuses the right code while the limit lasts', async () => {
    const tour = await createTournament(t.ctx);
    const code = await coupon(tour.id);
    // Three addresses, two wrong codes each: six, the tournament's limit.
    for (let a = 0; a < 3; a++) {
      const address = newAddress();
      for (let i = 0; i < 2; i++) {
        const res = await apply({ couponCode: wrong(), tournamentId: tour.id }, address);
        expect(res.json()).toMatchObject({
          discountCents: 0,
          message: ENTRY_MESSAGES.invalidCoupon,
        });
      }
    }
    const fresh = newAddress();
    const refused = await apply({ couponCode: code, tournamentId: tour.id }, fresh);
    expect(refused.statusCode).toBe(429);
    const { message } = refused.json<{ message: string }>();
    const minutes = Number(/in (\d+) minute/.exec(message)?.[1]);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_COUPON_TRIES',
      message: MESSAGES.tooManyCouponTries(minutes),
    });
    expect(minutes).toBeLessThanOrEqual(60);
    // The quote and the checkout refuse it the same way: one limiter.
    expect((await quote(tour.id, code, newAddress())).statusCode).toBe(429);
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart`,
      payload: cartBody('creditCard', undefined, { couponCode: code }),
      remoteAddress: newAddress(),
    });
    expect(checkout.statusCode).toBe(429);
    expect(checkout.json().code).toBe('TOO_MANY_COUPON_TRIES');
    // Another tournament's coupons are not held up.
    const other = await createTournament(t.ctx);
    const otherCode = await coupon(other.id);
    const ok = await apply({ couponCode: otherCode, tournamentId: other.id }, newAddress());
    expect(ok.json()).toMatchObject({ discountCents: 500, message: null });
  });

  it('gives one visitor three wrong codes, then refuses even the right one', async () => {
    const tour = await createTournament(t.ctx);
    const code = await coupon(tour.id);
    const address = newAddress();
    for (let i = 0; i < 3; i++) {
      expect((await quote(tour.id, wrong(), address)).json().couponMessage).toBe(
        ENTRY_MESSAGES.invalidCoupon,
      );
    }
    expect((await quote(tour.id, code, address)).statusCode).toBe(429);
    // Another visitor is not held back by this one.
    expect((await quote(tour.id, code, newAddress())).json()).toMatchObject({
      cartDiscount: 500,
      couponMessage: null,
    });
  });

  it('lets a visitor mistype a code and then type it right, and counts a code asked about again once', async () => {
    const tour = await createTournament(t.ctx);
    const code = await coupon(tour.id);
    const address = newAddress();
    const typo = `${code.slice(0, -1)}X`;
    // The page asks again about the same wrong code as the cart changes: one wrong code.
    for (let i = 0; i < 5; i++) {
      expect((await quote(tour.id, typo, address)).json().couponMessage).toBe(
        TOURNAMENT_MESSAGES.invalidCoupon,
      );
    }
    const right = await quote(tour.id, code.toLowerCase(), address);
    expect(right.json()).toMatchObject({ cartDiscount: 500, couponMessage: null });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/cart`,
      payload: cartBody('creditCard', undefined, { couponCode: code }),
      remoteAddress: address,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().order.amountCents).toBe(2000);
  });

  it('counts the camp cart’s codes too, and the club-wide limit across tournaments', async () => {
    const week = await createCampEvent(t.ctx);
    const campCode = await coupon(null);
    // Twelve wrong codes from four addresses over two tournaments: the club-wide limit.
    const tours = [await createTournament(t.ctx), await createTournament(t.ctx)];
    for (let a = 0; a < 4; a++) {
      const address = newAddress();
      for (let i = 0; i < 3; i++) {
        await apply({ couponCode: wrong(), tournamentId: tours[(a + i) % 2]!.id }, address);
      }
    }
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { ...cartFor([week.id]), couponCode: campCode },
      remoteAddress: newAddress(),
    });
    expect(cart.statusCode).toBe(429);
    expect(cart.json().code).toBe('TOO_MANY_COUPON_TRIES');
  });
});
