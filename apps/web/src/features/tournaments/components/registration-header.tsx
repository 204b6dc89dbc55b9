import { Link } from 'react-router';
import type { Tournament } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import {
  TournamentFacts,
  tournamentLinks,
} from '@/features/tournaments/components/tournament-card';

/** The tournament's name, date, start, time control and rounds above the form. */
export function TournamentHeader({ tournament: t }: { tournament: Tournament }) {
  return (
    <>
      <PageTitle
        title={`Register: ${t.name}`}
        description={`Register for ${t.name}: entry form, fees and payment.`}
      />
      <dl className="facts">
        <TournamentFacts tournament={t} />
      </dl>
      <p>
        <Link to={tournamentLinks.detail(t)}>Tournament details and fees</Link>
      </p>
    </>
  );
}
