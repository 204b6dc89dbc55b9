import {
  formatCents,
  formatDateTime,
  OFFER_PAYMENT_METHODS,
  type Tournament,
} from '@kingside/shared';
import { PlainQueryState } from '@/components/plain-query-state';
import { PayStep, useCheckoutKey } from '@/features/checkout';
import { checkoutOffer, useEntryOffer } from '@/features/tournaments/api/registration';
import { doneState, successPath } from '@/features/tournaments/components/registration-done';
import { TournamentHeader } from '@/features/tournaments/components/registration-header';
import { METHOD_LABELS } from '@/features/tournaments/components/registration-methods';
import { Step } from '@/components/step';

/**
 * A waiting-list offer (`?offer=<token>`): the freed place is held for the entry until the offer
 * ends, and paid now by card or PayPal. An expired or unknown link shows the server's message.
 */
export function OfferPayment({ tournament: t, token }: { tournament: Tournament; token: string }) {
  const offer = useEntryOffer(t.id, token);
  const checkoutKey = useCheckoutKey();

  const placeOrder = (paymentMethod: (typeof OFFER_PAYMENT_METHODS)[number]) =>
    checkoutOffer(t.id, { token, idempotencyKey: checkoutKey(paymentMethod), paymentMethod });

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
            <PayStep
              id="tour-offer-pay"
              methods={OFFER_PAYMENT_METHODS}
              labels={METHOD_LABELS}
              dueCents={o.entryFeeCents}
              showTotal={false}
              signedIn
              payLaterUntil={null}
              ready={() => Promise.resolve(true)}
              placeOrder={placeOrder}
              successPath={(result) => successPath(t.id, result.order)}
              successState={doneState}
            />
          </>
        )}
      </PlainQueryState>
    </div>
  );
}
