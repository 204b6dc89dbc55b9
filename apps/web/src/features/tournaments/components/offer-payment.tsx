import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  formatCents,
  formatDateTime,
  MESSAGES,
  SHORT_TEXT_MAX_LENGTH,
  type Tournament,
} from '@kingside/shared';
import { ErrorNotice } from '@/components/notice';
import { PlainQueryState } from '@/components/plain-query-state';
import { PlainSubmitButton } from '@/components/plain-form/plain-form';
import {
  CardPaymentForm,
  chargeCard,
  createPayPalOrder,
  PaymentMethodChoice,
  rememberPayPalReturn,
} from '@/features/checkout';
import { checkoutOffer, useEntryOffer } from '@/features/tournaments/api/registration';
import { doneState, successPath } from '@/features/tournaments/components/registration-done';
import { TournamentHeader } from '@/features/tournaments/components/registration-header';
import { METHOD_LABELS } from '@/features/tournaments/components/registration-methods';
import { Step } from '@/features/tournaments/components/registration-step';

/**
 * A waiting-list offer (`?offer=<token>`): the freed place is held for the entry until the offer
 * ends, and paid now by card or PayPal. An expired or unknown link shows the server's message.
 */
export function OfferPayment({ tournament: t, token }: { tournament: Tournament; token: string }) {
  const navigate = useNavigate();
  const offer = useEntryOffer(t.id, token);
  const [method, setMethod] = useState<'creditCard' | 'paypal'>('creditCard');
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  const key = useRef({ value: crypto.randomUUID(), method: '' });

  const placeOrder = (paymentMethod: 'creditCard' | 'paypal') => {
    if (key.current.method !== paymentMethod) {
      key.current = { value: crypto.randomUUID(), method: paymentMethod };
    }
    return checkoutOffer(t.id, { token, idempotencyKey: key.current.value, paymentMethod });
  };

  return (
    <div className="stack">
      <TournamentHeader tournament={t} />
      <PlainQueryState query={offer}>
        {(o) => (
          <>
            <Step id="tour-offer" title="A place is yours">
              <p>
                A place is yours until <strong>{formatDateTime(o.expiresAt)}</strong>. Pay for it
                now to move from the waiting list to the entries.
              </p>
              <dl className="facts">
                <dt>Player</dt>
                <dd>{o.name}</dd>
                <dt>Section</dt>
                <dd>{o.section}</dd>
                <dt>Entry fee</dt>
                <dd>{formatCents(o.entryFeeCents)}</dd>
              </dl>
            </Step>
            <Step id="tour-offer-pay" title="Payment">
              <PaymentMethodChoice
                labelledBy="tour-offer-pay"
                name="offerPaymentMethod"
                methods={['creditCard', 'paypal'] as const}
                labels={METHOD_LABELS}
                value={method}
                disabled={working}
                onChange={(m) => {
                  setMethod(m);
                  setError(null);
                }}
              />
              {error !== null && <ErrorNotice error={error} />}
              {method === 'creditCard' ? (
                <CardPaymentForm
                  submitLabel={`Pay ${formatCents(o.entryFeeCents)}`}
                  onSubmit={async ({ opaqueData, billTo }) => {
                    const result = await placeOrder('creditCard');
                    if (result.order) {
                      await chargeCard({
                        idempotencyKey: key.current.value,
                        orderRef: result.order.orderRef,
                        description: result.order.description.slice(0, SHORT_TEXT_MAX_LENGTH),
                        opaqueData,
                        ...billTo,
                      });
                    }
                    await navigate(successPath(t.id, result.order), { state: doneState(result) });
                  }}
                />
              ) : (
                <form
                  noValidate
                  className="plain-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    setWorking(true);
                    setError(null);
                    void placeOrder('paypal')
                      .then(async (result) => {
                        if (!result.order) throw new Error(MESSAGES.serverError);
                        const { approveUrl } = await createPayPalOrder(result.order.orderRef);
                        rememberPayPalReturn(
                          result.order.orderRef,
                          successPath(t.id, result.order),
                        );
                        window.location.assign(approveUrl);
                      })
                      .catch((caught: unknown) => {
                        setError(caught);
                        setWorking(false);
                      });
                  }}
                >
                  <PlainSubmitButton pending={working}>Continue to PayPal</PlainSubmitButton>
                </form>
              )}
            </Step>
          </>
        )}
      </PlainQueryState>
    </div>
  );
}
