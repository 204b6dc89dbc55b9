import { useState } from 'react';
import type { TournamentCartQuote } from '@kingside/shared';
import { applyCoupon, CouponField } from '@/features/checkout';
import { entryRules } from '@/features/tournaments/components/entry-fields';
import { getErrorMessage } from '@/lib/api-client';

/**
 * The coupon code below the cart: Apply checks it against the cart's subtotal and hands a code
 * that discounts to `onApply` (the quote prices it); a code that does not, or a refusal, is said
 * under the field. Hidden while the cart is empty, but kept mounted so the code typed stays.
 */
export function CouponForm({
  hidden,
  tournamentId,
  quote,
  quoteMessage,
  disabled,
  onApply,
}: {
  hidden: boolean;
  tournamentId: number;
  /** The cart's last quote, kept while the next one loads; none before the first player. */
  quote: TournamentCartQuote | undefined;
  /** The current quote's word on the applied coupon. */
  quoteMessage: string | null | undefined;
  disabled: boolean;
  /** The code that now discounts the cart, or null when the code tried does not. */
  onApply: (couponCode: string | null) => void;
}) {
  const [couponText, setCouponText] = useState('');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = async () => {
    const code = couponText.trim();
    if (!code || !quote) return;
    setApplying(true);
    setCouponMessage(null);
    try {
      const applied = await applyCoupon({
        couponCode: code,
        tournamentId,
        amountCents: quote.cartSubTotal,
      });
      if (applied.discountCents > 0) {
        onApply(applied.couponCode);
      } else {
        const { ENTRY_MESSAGES } = await entryRules();
        onApply(null);
        setCouponMessage(ENTRY_MESSAGES.invalidCoupon);
      }
    } catch (caught) {
      setCouponMessage(getErrorMessage(caught));
    } finally {
      setApplying(false);
    }
  };

  if (hidden) return null;
  return (
    <CouponField
      value={couponText}
      onChange={(text) => {
        setCouponText(text);
        setCouponMessage(null);
      }}
      onApply={() => void apply()}
      error={couponMessage ?? quoteMessage}
      disabled={disabled}
      busy={applying}
      canApply={quote !== undefined}
    />
  );
}
