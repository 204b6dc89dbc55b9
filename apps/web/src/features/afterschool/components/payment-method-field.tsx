import { AFTERSCHOOL_PAYMENT_METHODS } from '@kingside/shared';
import { RadioGroupField } from '@/components/plain-form/fields';
import type { BoundField } from '@/components/plain-form/use-schema-form';

const LABELS = {
  paypal: 'PayPal',
  zelle: 'Zelle',
} as const satisfies Record<(typeof AFTERSCHOOL_PAYMENT_METHODS)[number], string>;

const OPTIONS = AFTERSCHOOL_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: LABELS[method],
}));

/**
 * The after-school payment choice (PayPal or Zelle) as plain radio buttons, bound with
 * `form.field('paymentMethod')` (docs/decisions/0025).
 */
export function PaymentMethodField(props: BoundField) {
  return <RadioGroupField {...props} label="Payment method" options={OPTIONS} required row />;
}
