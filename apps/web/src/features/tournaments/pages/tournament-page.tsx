import { isAdmin, isTournamentDirector, type Tournament } from '@kingside/shared';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useTournament, useTournamentLocations } from '@/features/tournaments/api/get-tournaments';
import {
  EntriesLink,
  RegisterLink,
  TournamentFacts,
  tournamentLinks,
} from '@/features/tournaments/components/tournament-card';
import { TournamentFees } from '@/features/tournaments/components/tournament-fees';
import { TournamentHtml } from '@/features/tournaments/components/tournament-html';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Where it is played: online, the location's name and address, or nothing when unknown. */
function Where({ tournament: t }: { tournament: Tournament }) {
  const locations = useTournamentLocations(!t.online && t.locationId !== null);
  if (t.online) return <>Online</>;
  const location = locations.data?.find((l) => l.id === t.locationId);
  if (!location) return null;
  return (
    <>
      {location.name}
      <br />
      {location.address}
    </>
  );
}

function TournamentDetail({ tournament: t }: { tournament: Tournament }) {
  const session = useSession();
  return (
    <>
      <PageTitle
        title={t.name}
        description={t.shortDescription ?? `${t.name}: time control, entry fees and registration.`}
      />
      {t.shortDescription && <p className="lead">{t.shortDescription}</p>}
      <div className="row">
        <RegisterLink tournament={t} soldOutText="Sold Out" />
        <EntriesLink tournament={t} />
        <Link to={tournamentLinks.pairings(t)}>Pairings</Link>
        <Link to={tournamentLinks.standings(t)}>Standings</Link>
        {isAdmin(session?.roles) && <Link to={`/tournamentAdd?id=${t.id}`}>Edit</Link>}
        {isTournamentDirector(session?.roles) && (
          <Link to={`/director/${t.id}`}>Run tournament</Link>
        )}
      </div>
      <section className="section" aria-labelledby="tournament-when">
        <h2 id="tournament-when">Date, time and place</h2>
        <dl className="facts">
          <TournamentFacts tournament={t} />
          <dt>Where</dt>
          <dd>
            <Where tournament={t} />
          </dd>
          {t.prizeText && (
            <>
              <dt>Prizes</dt>
              <dd>{t.prizeText}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="section" aria-labelledby="tournament-fees">
        <h2 id="tournament-fees">Entry fees</h2>
        <TournamentFees tournament={t} />
      </section>
      {t.descriptionHtml && (
        <section className="section" aria-labelledby="tournament-about">
          <h2 id="tournament-about">About</h2>
          <TournamentHtml html={t.descriptionHtml} />
        </section>
      )}
    </>
  );
}

/** /tournaments/{shortName} (spec 2 §2): one tournament's facts, fees and links; 404 when unknown. */
export function TournamentPage() {
  const { shortName = '' } = useParams();
  const tournament = useTournament(shortName);
  if (tournament.error instanceof ApiError && tournament.error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <>
      {/* The detail's own title names the tournament once it has loaded. */}
      {!tournament.data && <PageTitle title="Tournament" />}
      <PlainQueryState query={tournament}>
        {(loaded) => <TournamentDetail tournament={loaded} />}
      </PlainQueryState>
    </>
  );
}
