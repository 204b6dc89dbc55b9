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
import { PlainFormElement, PlainSubmitButton } from '@/components/plain-form/plain-form';
import { Step } from '@/components/step';
import { chargeCard } from '@/features/checkout/api/charge-card';
import { createPayPalOrder } from '@/features/checkout/api/create-paypal-order';
import {
  CardPaymentForm,
  type TokenizedCard,
} from '@/features/checkout/components/card-payment-form';
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

const SUBMIT_LABELS: Record<Exclude<PaymentMethod, 'creditCard'>, string> = {
  paypal: 'Continue to PayPal',
  zelle: 'Register and pay with Zelle',
};

/**
 * The pay step of every page that takes money (docs/decisions/0054): the method (one the caller
 * cannot use now stays listed, disabled, with its reason), the amount due, then the card form,
 * or a button that books the order and sends the payer to PayPal, books it for Zelle (saying until
 * when it is held), or does the page's own thing (a tournament's waiting list). The page makes the
 * order (`placeOrder`, which answers the same order while nothing changed); the step charges the
 * card or sends the payer to PayPal, then opens `successPath`. A card charge has its own key per
 * order, renewed after a decline, so a retried charge never charges twice. Plain HTML: it serves
 * the visitor's pages too. It is the page's step `title` (a numbered `Step`).
 */
export function PayStep<M extends string, R extends { order: OrderSummary | null }>({
  id,
  title = 'Payment',
  methods,
  labels = PAY_METHOD_LABELS as Record<M, string>,
  submitLabels = {},
  value,
  onChange,
  dueCents,
  showTotal = true,
  disabled = false,
  signedIn,
  unavailable = {},
  payLaterUntil,
  ready,
  placeOrder,
  successPath,
  successState,
  children,
}: {
  /** The id of the step's heading, which names the choice of method. */
  id: string;
  /** The step's heading, e.g. "3. Payment". */
  title?: string;
  methods: readonly M[];
  labels?: Record<M, string>;
  /** The button of a method other than the card, where it is not PayPal's or Zelle's. */
  submitLabels?: Partial<Record<M, string>>;
  /** The chosen method, when the page keeps it; otherwise the step does (the card first). */
  value?: M | null;
  onChange?: (method: M) => void;
  /** What the page expects the order to cost; the server prices it again. */
  dueCents: number;
  showTotal?: boolean;
  /** Nothing to pay for yet (an empty cart). */
  disabled?: boolean;
  signedIn: boolean;
  /** Methods listed but not usable now, each with why (docs/decisions/0046). */
  unavailable?: Partial<Record<M, string>>;
  /** When a Zelle order made now would be released unless paid (ISO instant). */
  payLaterUntil: string | null;
  /** Checks the page's own fields; false stops before anything is sent. */
  ready: () => Promise<boolean>;
  /**
   * Makes the order for `method`, answering it with what else the page wants to keep (its order
   * is null when the method makes none, such as a waiting list).
   */
  placeOrder: (method: M) => Promise<R>;
  successPath: (result: R) => string;
  /** Router state for the success page. */
  successState?: (result: R) => unknown;
  /** Shown between the choice and the amount (a coupon field, the page's own errors). */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const usable = methods.filter((m) => !unavailable[m]);
  const [own, setOwn] = useState<M | null>(null);
  const picked = value !== undefined ? value : own;
  const method: M | null =
    picked && usable.includes(picked)
      ? picked
      : (usable.find((m) => m === 'creditCard') ?? usable[0] ?? null);
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  const chargeKeys = useRef(new Map<string, string>());
  const free = !disabled && dueCents === 0;
  const choose = (m: M) => {
    setOwn(m);
    onChange?.(m);
    setError(null);
  };
  const finish = (result: R) =>
    navigate(successPath(result), successState ? { state: successState(result) } : undefined);

  const payByCard = async (card: TokenizedCard) => {
    const result = await placeOrder('creditCard' as M);
    const { order } = result;
    if (order && order.status !== 'paid') {
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
    await finish(result);
  };

  const payOther = async (chosen: M) => {
    if (!(await ready())) return;
    setWorking(true);
    setError(null);
    try {
      const result = await placeOrder(chosen);
      const { order } = result;
      if (chosen === 'paypal' && order && order.status !== 'paid') {
        rememberPayPalReturn(order.orderRef, successPath(result));
        const { approveUrl } = await createPayPalOrder(order.orderRef);
        window.location.assign(approveUrl);
        return;
      }
      await finish(result);
    } catch (caught) {
      setError(caught);
      setWorking(false);
    }
  };

  const submitLabel = (m: M) =>
    free
      ? 'Register (nothing to pay)'
      : (submitLabels[m] ?? SUBMIT_LABELS[m as keyof typeof SUBMIT_LABELS] ?? labels[m]);

  return (
    <Step id={id} title={title}>
      {methods.length > 0 && (
        <PaymentMethodChoice
          labelledBy={id}
          methods={methods}
          labels={labels}
          value={method}
          disabled={working}
          unavailable={unavailable}
          onChange={choose}
        >
          {!signedIn && <SignInToPayLater />}
        </PaymentMethodChoice>
      )}
      {children}
      {showTotal && (
        <p>
          Total: <strong data-testid="amount-due">{formatCents(dueCents)}</strong>
        </p>
      )}
      {error !== null && (
        <CheckoutError
          error={error}
          onPayByCard={
            usable.some((m) => m === 'creditCard') ? () => choose('creditCard' as M) : undefined
          }
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
        method && (
          <PlainFormElement
            onSubmit={(e) => {
              e.preventDefault();
              void payOther(method);
            }}
          >
            {method === 'zelle' && !free && (
              <Notice tone="info">
                Your registration is booked now; the next page shows where to send the Zelle
                payment.
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
              {submitLabel(method)}
            </PlainSubmitButton>
          </PlainFormElement>
        )
      )}
    </Step>
  );
}
