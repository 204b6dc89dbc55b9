import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useRegistrationTournament } from '@/features/tournaments/api/registration';
import { OfferPayment } from '@/features/tournaments/components/offer-payment';
import { RegistrationCheckout } from '@/features/tournaments/components/registration-checkout';
import { ApiError } from '@/lib/api-client';

/**
 * /tourRegister/{id} (spec 2 §2, §4, §5): a tournament's registration form, cart, coupon and
 * payment, in plain HTML (docs/decisions/0025). A sold-out event offers only the waiting list.
 * With `?offer=<token>` (the waiting-list e-mail's link) it pays the place offered instead.
 */
export function TourRegisterPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const tournamentId = /^\d+$/.test(id) ? Number(id) : 0;
  const tournament = useRegistrationTournament(tournamentId);
  const offer = params.get('offer');
  if (tournamentId === 0) return <NotFoundPage />;
  if (tournament.error instanceof ApiError && [400, 404].includes(tournament.error.status)) {
    return <NotFoundPage />;
  }
  return (
    <>
      {!tournament.data && <PageTitle title="Tournament registration" />}
      <PlainQueryState query={tournament}>
        {(loaded) =>
          offer ? (
            <OfferPayment tournament={loaded} token={offer} />
          ) : (
            <RegistrationCheckout tournament={loaded} />
          )
        }
      </PlainQueryState>
    </>
  );
}
