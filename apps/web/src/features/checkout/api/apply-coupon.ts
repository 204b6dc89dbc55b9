import type { AppliedCoupon, ApplyCoupon } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/cart/applyCoupon (public, rate-limited): what a code takes off an amount today, for a
 * tournament's entries or, without `tournamentId`, a camp cart (0: "Invalid coupon code"). The
 * server prices the checkout again; this only shows the visitor what to expect.
 */
export const applyCoupon = (body: ApplyCoupon) =>
  apiClient.post<AppliedCoupon>('/cart/applyCoupon', body);
