import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  formatCents,
  formatDateTime,
  SHORT_TEXT_MAX_LENGTH,
  type OrderSummary,
  type PaymentMethod,
} from '@kingside/shared';
import { Notice } from '@/components/notice';
import { PlainSubmitButton } from '@/components/plain-form/plain-form';
import { chargeCard } from '@/features/checkout/api/charge-card';
import { createPayPalOrder } from '@/features/checkout/api/create-paypal-order';
import { CardPaymentForm } from '@/features/checkout/components/card-payment-form';
import { CheckoutError } from '@/features/checkout/components/checkout-error';
import { PaymentMethodChoice } from '@/features/checkout/components/payment-method-choice';
import { SignInToPayLater } from '@/features/checkout/components/sign-in-to-pay-later';
import { rememberPayPalReturn } from '@/features/checkout/lib/paypal-return-path';
import { ApiError } from '@/lib/api-client';

export const PAY_METHOD_LABELS: Record<PaymentMethod, string> = {
  creditCard: 'Credit card',
  paypal: 'PayPal',
  zelle: 'Zelle',
};

/**
 * The pay step of a page that takes money (docs/decisions/0054): the method (Zelle disabled with
 * the reason when the hold rules refuse it now), the amount due, then the card form, the PayPal
 * button or the Zelle booking. The page makes the order (`placeOrder`, which answers the same
 * order while nothing changed); the step charges the card or sends the payer to PayPal, and then
 * goes to `successPath`. A card charge has its own key per order, renewed after a decline, so a
 * retried charge never charges twice. Plain HTML: it serves the visitor's pages too.
 */
export function PayStep({
  labelledBy,
  methods,
  dueCents,
  disabled = false,
  signedIn,
  zelleRefusal,
  payLaterUntil,
  ready,
  placeOrder,
  successPath,
  children,
}: {
  /** The id of the step's heading, which names the choice of method. */
  labelledBy: string;
  methods: readonly PaymentMethod[];
  /** What the page expects the order to cost; the server prices it again. */
  dueCents: number;
  /** Nothing to pay for yet (an empty cart). */
  disabled?: boolean;
  signedIn: boolean;
  /** Why Zelle cannot be chosen now, or null. */
  zelleRefusal: string | null;
  /** When a Zelle order made now would be released unless paid (ISO instant). */
  payLaterUntil: string | null;
  /** Checks the page's own fields; false stops before anything is sent. */
  ready: () => Promise<boolean>;
  placeOrder: (method: PaymentMethod) => Promise<OrderSummary>;
  successPath: (order: OrderSummary) => string;
  /** Shown between the choice and the amount (a coupon field). */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<PaymentMethod>(
    methods.includes('creditCard') ? 'creditCard' : methods[0]!,
  );
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  const chargeKeys = useRef(new Map<string, string>());
  const method: PaymentMethod = picked === 'zelle' && zelleRefusal ? 'creditCard' : picked;
  const free = !disabled && dueCents === 0;
  const choose = (m: PaymentMethod) => {
    setPicked(m);
    setError(null);
  };

  const payByCard = async (
    card: Parameters<Parameters<typeof CardPaymentForm>[0]['onSubmit']>[0],
  ) => {
    const order = await placeOrder('creditCard');
    if (order.status !== 'paid') {
      const key = chargeKeys.current.get(order.orderRef) ?? crypto.randomUUID();
      chargeKeys.current.set(order.orderRef, key);
      try {
        await chargeCard({
          idempotencyKey: key,
          orderRef: order.orderRef,
          description: order.description.slice(0, SHORT_TEXT_MAX_LENGTH),
          opaqueData: card.opaqueData,
          ...card.billTo,
        });
      } catch (caught) {
        if (caught instanceof ApiError && caught.code === 'CARD_DECLINED') {
          chargeKeys.current.delete(order.orderRef);
        }
        throw caught;
      }
    }
    await navigate(successPath(order));
  };

  const payOther = async () => {
    if (!(await ready())) return;
    setWorking(true);
    setError(null);
    try {
      const order = await placeOrder(method);
      if (method === 'paypal' && order.status !== 'paid') {
        rememberPayPalReturn(order.orderRef, successPath(order));
        const { approveUrl } = await createPayPalOrder(order.orderRef);
        window.location.assign(approveUrl);
        return;
      }
      await navigate(successPath(order));
    } catch (caught) {
      setError(caught);
      setWorking(false);
    }
  };

  return (
    <>
      <PaymentMethodChoice
        labelledBy={labelledBy}
        methods={methods}
        labels={PAY_METHOD_LABELS}
        value={method}
        disabled={working}
        unavailable={zelleRefusal && methods.includes('zelle') ? { zelle: zelleRefusal } : {}}
        onChange={choose}
      >
        {!signedIn && <SignInToPayLater />}
      </PaymentMethodChoice>
      {children}
      <p>
        Total: <strong data-testid="amount-due">{formatCents(dueCents)}</strong>
      </p>
      {error !== null && (
        <CheckoutError
          error={error}
          onPayByCard={methods.includes('creditCard') ? () => choose('creditCard') : undefined}
        />
      )}
      {method === 'creditCard' && !free ? (
        <CardPaymentForm
          submitLabel={`Pay ${formatCents(dueCents)}`}
          disabled={disabled}
          beforeSubmit={ready}
          onSubmit={payByCard}
        />
      ) : (
        <form
          noValidate
          className="plain-form"
          onSubmit={(e) => {
            e.preventDefault();
            void payOther();
          }}
        >
          {method === 'zelle' && !free && (
            <Notice tone="info">
              Your registration is booked now; the next page shows where to send the Zelle payment.
              {payLaterUntil && (
                <>
                  {' '}
                  Unpaid registrations are released on{' '}
                  <strong>{formatDateTime(payLaterUntil)}</strong>.
                </>
              )}
            </Notice>
          )}
          <PlainSubmitButton pending={working} disabled={disabled}>
            {free
              ? 'Register (nothing to pay)'
              : method === 'paypal'
                ? 'Continue to PayPal'
                : 'Register and pay with Zelle'}
          </PlainSubmitButton>
        </form>
      )}
    </>
  );
}
