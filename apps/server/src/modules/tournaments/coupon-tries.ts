import crypto from 'node:crypto';
import { couponDiscount, MESSAGES } from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { secondsLeftInWindow } from '../../lib/rate-limit.js';
import { findCoupon, type CouponRow } from './coupons.repository.js';

/** A coupon code typed into a cart (docs/decisions/0046). */
export type CouponTry = {
  /** As typed; blank tries nothing. */
  code: string | null | undefined;
  /** The tournament the cart is for; null for a camp cart. */
  tournamentId: number | null;
  /** Who tries: holderKeyOf (the account, else the address as a keyed hash). */
  visitor: string;
  /** The club's date (YYYY-MM-DD), for the coupon's expiry. */
  today: string;
};

const tooManyTries = (windowSeconds: number) =>
  new AppError(
    429,
    'TOO_MANY_COUPON_TRIES',
    MESSAGES.tooManyCouponTries(Math.ceil(secondsLeftInWindow(windowSeconds) / 60)),
  );

/**
 * The one way a cart tries a coupon code (camp cart, tournament quote and checkout,
 * `POST /api/cart/applyCoupon`): answers the coupon when it takes something off this cart today
 * (not expired; this tournament's, or tied to none), else null.
 *
 * Wrong codes are counted in the rate-limit store (rows or Redis, never this process's memory)
 * per window: the visitor's, the event's (this tournament, or the camp cart) from every address,
 * and the club's. A code counts once per visitor and event in a window, so a page asking again
 * about the same code adds nothing. Past any limit every new code is refused (429), a right one
 * too, until the window ends: an answer past the limit would still tell right from wrong. A code
 * this visitor already had accepted in the window is not a guess and is answered as before.
 *
 * A try is counted before its code is looked up and given back once it proves right, so many
 * addresses guessing at once cannot all slip under a limit. Call it outside any transaction.
 */
export async function tryCoupon(ctx: AppContext, attempt: CouponTry): Promise<CouponRow | null> {
  const code = attempt.code?.trim().toLowerCase();
  if (!code) return null;
  const store = ctx.rateLimits;
  const limits = ctx.config.coupons;
  const window = limits.windowSeconds;
  const event = attempt.tournamentId === null ? 'camp' : `tournament:${attempt.tournamentId}`;
  const digest = crypto.createHash('sha256').update(code).digest('hex').slice(0, 32);
  const codeKey = `coupon-code:${attempt.visitor}:${event}:${digest}`;
  const counters = [
    { key: `visitor:${attempt.visitor}`, limit: limits.failuresPerVisitor },
    { key: event, limit: limits.failuresPerEvent },
    { key: 'club', limit: limits.failuresClubWide },
  ];

  const known = (await store.count(`${codeKey}:right`, window)) > 0;
  if (!known) {
    const fresh = (await store.increment(codeKey, window)) === 1;
    for (const { key, limit } of counters) {
      const tried = fresh
        ? await store.increment(`coupon-tries:${key}`, window)
        : await store.count(`coupon-tries:${key}`, window);
      const right = await store.count(`coupon-right:${key}`, window);
      if (tried - right > limit) throw tooManyTries(window);
    }
  }

  const coupon = await findCoupon(ctx.database.db, code);
  // Any amount shows whether the coupon takes something off here today.
  const applies = couponDiscount(coupon, 100, attempt.today, attempt.tournamentId) > 0;
  if (applies && !known) {
    await store.increment(`${codeKey}:right`, window);
    for (const { key } of counters) await store.increment(`coupon-right:${key}`, window);
  }
  return applies ? coupon : null;
}
