import { Link } from 'react-router';
import type { Tournament } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { tournamentLinks, tournamentWhen } from '@/features/tournaments/components/tournament-card';

/** The tournament's name, date, start, time control and rounds above the form. */
export function TournamentHeader({ tournament: t }: { tournament: Tournament }) {
  return (
    <>
      <PageTitle
        title={`Register: ${t.name}`}
        description={`Register for ${t.name}: entry form, fees and payment.`}
      />
      <dl className="facts">
        <dt>When</dt>
        <dd>{tournamentWhen(t)}</dd>
        <dt>Time control</dt>
        <dd>{t.timeControl}</dd>
        <dt>Rounds</dt>
        <dd>{t.rounds}</dd>
      </dl>
      <p>
        <Link to={tournamentLinks.detail(t)}>Tournament details and fees</Link>
      </p>
    </>
  );
}
