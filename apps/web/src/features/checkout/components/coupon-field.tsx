import { COUPON_CODE_MAX } from '@kingside/shared';
import { TextField } from '@/components/plain-form/fields';

/**
 * The coupon code of a cart: the field and its Apply button; what a code takes off is the
 * server's to say (`error` shows why a code takes nothing). The page keeps the text and decides
 * what Apply does. Plain HTML: the visitor's carts use it.
 */
export function CouponField({
  value,
  onChange,
  onApply,
  error,
  disabled = false,
  busy = false,
  canApply = true,
}: {
  value: string;
  onChange: (text: string) => void;
  /** Called with the trimmed code. */
  onApply: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** A code is being checked. */
  busy?: boolean;
  /** Whether there is anything to apply a code to (a cart with something in it). */
  canApply?: boolean;
}) {
  return (
    <form
      method="post"
      noValidate
      className="inline-form step-part"
      aria-label="Coupon"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(value.trim());
      }}
    >
      <TextField
        name="couponCode"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        label="Coupon code"
        autoComplete="off"
        maxLength={COUPON_CODE_MAX}
        error={error ?? undefined}
        disabled={disabled}
      />
      <button
        type="submit"
        className="button button-outlined"
        disabled={disabled || busy || !value.trim() || !canApply}
        aria-busy={busy || undefined}
      >
        Apply
      </button>
    </form>
  );
}
