import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ENTRY_MESSAGES, MESSAGES, type OrderSummary, type Tournament } from '@kingside/shared';
import { Notice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { OrderNextSteps, OrderSummaryView, orderQueryOptions } from '@/features/checkout';
import { useRegistrationTournament } from '@/features/tournaments/api/registration';
import { tournamentLinks } from '@/features/tournaments/components/tournament-card';
import type { RegistrationDone } from '@/features/tournaments/components/registration-done';
import { ApiError } from '@/lib/api-client';

/** How often an order whose charge is in flight is asked about again (ms). */
const PROCESSING_POLL_MS = 3_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The registration the page was sent with (router state), when it looks like one. */
function readDone(state: unknown): RegistrationDone | null {
  if (typeof state !== 'object' || state === null) return null;
  const { names, waitingList, message } = state as Partial<RegistrationDone>;
  if (!Array.isArray(names) || names.length === 0) return null;
  return { names, waitingList: waitingList === true, message: message ?? '' };
}

/**
 * The spec's success headline (2 §8): "Registered Successfully", and "Thanks for the payment."
 * after a payment taken (`paid`) or the waiting list's note; then this page's own thanks (2 §2).
 */
function Thanks({ done, paid = false }: { done: RegistrationDone | null; paid?: boolean }) {
  return (
    <>
      <Notice tone="success">
        <strong>{ENTRY_MESSAGES.registered}</strong>
        {paid && <span> {ENTRY_MESSAGES.thanksForPayment}</span>}
        {done?.waitingList && <span> {ENTRY_MESSAGES.waitingListed}</span>}
      </Notice>
      <p>{ENTRY_MESSAGES.thanks}</p>
      {done && (
        <section aria-labelledby="registered-players">
          <h2 id="registered-players">
            {done.waitingList ? 'On the waiting list' : 'Registered players'}
          </h2>
          <ul>
            {done.names.map((name, i) => (
              <li key={`${name}-${i}`}>{name}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** What the page says about an order: thanks only for a paid or booked (Zelle) one. */
function OrderResult({ orderRef, done }: { orderRef: string; done: RegistrationDone | null }) {
  const order = useQuery({
    ...orderQueryOptions(orderRef),
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false,
  });
  // An order that does not exist, or is not a tournament's, confirms nothing.
  if (
    (order.error instanceof ApiError && [400, 404].includes(order.error.status)) ||
    (order.data && order.data.kind !== 'tournament')
  ) {
    return <p>{MESSAGES.noRegistrationToConfirm}</p>;
  }
  return (
    <PlainQueryState query={order} label="Loading your order…">
      {(o) => <OrderDetails order={o} done={done} />}
    </PlainQueryState>
  );
}

/**
 * A tournament order's headline (registered, with the payment's thanks once paid; processing;
 * paid but not recorded; not complete), number and summary.
 */
function OrderDetails({ order: o, done }: { order: OrderSummary; done: RegistrationDone | null }) {
  let headline: ReactNode;
  if (o.status === 'paid' || o.status === 'awaiting_payment') {
    headline = <Thanks done={done} paid={o.status === 'paid'} />;
  } else if (o.status === 'paid_unrecorded') {
    headline = <Notice tone="warning">{ENTRY_MESSAGES.paymentMadeButNoEntry}</Notice>;
  } else if (o.status === 'processing') {
    headline = <Notice tone="info">{MESSAGES.paymentProcessing}</Notice>;
  } else {
    headline = <Notice tone="warning">{MESSAGES.registrationNotComplete}</Notice>;
  }
  return (
    <>
      {headline}
      <p>
        Order {o.orderNumber}.
        {o.status === 'paid' || o.status === 'awaiting_payment'
          ? ' A confirmation with the receipt is on its way to your e-mail.'
          : ''}
      </p>
      <OrderSummaryView order={o} />
      <OrderNextSteps order={o} />
    </>
  );
}

function Body({ tournament }: { tournament: Tournament | undefined }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const done = readDone(location.state);
  const orderRef = params.get('orderRef') ?? '';
  let body: ReactNode;
  if (UUID.test(orderRef)) {
    body = <OrderResult orderRef={orderRef} done={done} />;
  } else if (done) {
    body = <Thanks done={done} />;
  } else {
    body = <p>{MESSAGES.noRegistrationToConfirm}</p>;
  }
  return (
    <div className="stack">
      {body}
      {tournament && (
        <p>
          <Link to={tournamentLinks.detail(tournament)}>Back to {tournament.name}</Link>
        </p>
      )}
    </div>
  );
}

/**
 * /tourRegisterSuccess/{id} (spec 2 §2, §8): the tournament's name, "Registered Successfully"
 * (with "Thanks for the payment." once a card or PayPal payment is taken) and "Thanks for
 * registering!", the players registered (sent along by the registration page) and, after a card,
 * PayPal or Zelle checkout (`?orderRef=`), the order with its receipt or the Zelle instructions.
 * Waiting-list registrations are told so. Opened without a registration it confirms nothing
 * (docs/decisions/0010).
 */
export function TourRegisterSuccessPage() {
  const { id = '' } = useParams();
  const tournamentId = /^\d+$/.test(id) ? Number(id) : 0;
  const tournament = useRegistrationTournament(tournamentId);
  const name = tournament.data?.name ?? 'Tournament registration';
  return (
    <>
      <PageTitle title={name} description={`Registration for ${name}.`} />
      <Body tournament={tournament.data} />
    </>
  );
}
