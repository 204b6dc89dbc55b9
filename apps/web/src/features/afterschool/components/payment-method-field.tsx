import { AFTERSCHOOL_PAYMENT_METHODS } from '@kingside/shared';
import { RadioGroupField } from '@/components/plain-form/fields';
import type { BoundField } from '@/components/plain-form/use-schema-form';

const LABELS = {
  paypal: 'PayPal',
  zelle: 'Zelle',
} as const satisfies Record<(typeof AFTERSCHOOL_PAYMENT_METHODS)[number], string>;

/**
 * The after-school payment choice (PayPal or Zelle) as plain radio buttons, bound with
 * `form.field('paymentMethod')` (docs/decisions/0025). In a program with a seat limit PayPal is
 * paid right after submitting and Zelle waits for the money; Zelle is disabled, with the reason
 * under the choice, when it cannot be chosen now (docs/decisions/0046).
 */
export function PaymentMethodField({
  zelleRefusal,
  limited,
  ...props
}: BoundField & {
  /** Why Zelle cannot be chosen now, or null. */
  zelleRefusal: string | null;
  /** The program has a seat limit: the seat is held while it is paid. */
  limited: boolean;
}) {
  const options = AFTERSCHOOL_PAYMENT_METHODS.map((method) => ({
    value: method,
    label: LABELS[method],
    disabled: method === 'zelle' && zelleRefusal !== null,
  }));
  const help =
    zelleRefusal ??
    (limited
      ? 'PayPal is paid right after you submit, the seat held for you meanwhile; with Zelle we hold it while the money comes.'
      : undefined);
  return (
    <RadioGroupField
      {...props}
      label="Payment method"
      options={options}
      helperText={help}
      required
      row
    />
  );
}
