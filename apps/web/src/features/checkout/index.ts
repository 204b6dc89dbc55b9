/**
 * The checkout module: what the camp cart, the after-school forms and tournaments use to take a
 * payment and show an order. Other features import only from here.
 */
export { applyCoupon } from '@/features/checkout/api/apply-coupon';
export { chargeCard, useChargeCard } from '@/features/checkout/api/charge-card';
export {
  createPayPalOrder,
  useCreatePayPalOrder,
} from '@/features/checkout/api/create-paypal-order';
export { capturePayPalOrder } from '@/features/checkout/api/capture-paypal-order';
export { getOrder, orderQueryOptions, useOrder } from '@/features/checkout/api/get-order';
export {
  getPaymentsConfig,
  paymentsConfigQueryOptions,
  usePaymentsConfig,
} from '@/features/checkout/api/get-payments-config';
export {
  CardPaymentForm,
  type BillTo,
  type TokenizedCard,
} from '@/features/checkout/components/card-payment-form';
export { CouponField } from '@/features/checkout/components/coupon-field';
export { CheckoutError } from '@/features/checkout/components/checkout-error';
export { OrderNextSteps } from '@/features/checkout/components/order-next-steps';
export { OrderSummaryView } from '@/features/checkout/components/order-summary-view';
export { PaymentMethodChoice } from '@/features/checkout/components/payment-method-choice';
export { PayPalButton } from '@/features/checkout/components/paypal-button';
export { PAY_METHOD_LABELS, PayStep } from '@/features/checkout/components/pay-step';
export { SignInToPayLater } from '@/features/checkout/components/sign-in-to-pay-later';
export { ZelleInstructions } from '@/features/checkout/components/zelle-instructions';
export {
  loadAcceptJs,
  tokenizeCard,
  type CardConfig,
  type CardInput,
} from '@/features/checkout/lib/accept';
export type { AcceptOpaqueData } from '@/features/checkout/lib/accept-js';
export { useAcceptJs } from '@/features/checkout/lib/use-accept-js';
export { rememberPayPalReturn } from '@/features/checkout/lib/paypal-return-path';
export { useCheckoutKey } from '@/features/checkout/lib/checkout-key';
