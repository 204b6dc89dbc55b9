import type { Tournament } from '@kingside/shared';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { ErrorNotice, Loading } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { useTournament } from '@/features/tournaments/api/get-tournaments';
import { tournamentLinks } from '@/features/tournaments/components/tournament-card';
import { TournamentHtml } from '@/features/tournaments/components/tournament-html';
import styles from '@/features/tournaments/components/tournaments.module.css';
import { ApiError } from '@/lib/api-client';

type Show = 'pairings' | 'standings';
const LABELS: Record<Show, string> = { pairings: 'Pairings', standings: 'Standings' };
const EMPTY: Record<Show, string> = {
  pairings: 'No pairings yet.',
  standings: 'No standings yet.',
};

/** The pairings or standings HTML of a tournament, or the sentence saying there are none yet. */
function ResultsHtml({ tournament: t, show }: { tournament: Tournament; show: Show }) {
  const html = show === 'pairings' ? t.pairingsHtml : t.standingsHtml;
  return html ? (
    <TournamentHtml html={html} label={LABELS[show]} />
  ) : (
    <p className="muted">{EMPTY[show]}</p>
  );
}

/** Loads the tournament of the address; the 404 page for an unknown short name. */
function WithTournament({
  title,
  children,
}: {
  title: (t: Tournament) => string;
  children: (t: Tournament) => ReactNode;
}) {
  const { shortName = '' } = useParams();
  const tournament = useTournament(shortName);
  if (tournament.isError) {
    if (tournament.error instanceof ApiError && tournament.error.status === 404) {
      return <NotFoundPage />;
    }
    return <ErrorNotice error={tournament.error} />;
  }
  if (tournament.isPending) return <Loading />;
  const t = tournament.data;
  return (
    <div className={styles.printContent}>
      <PageTitle title={title(t)} />
      <p className={styles.noPrint}>
        <Link to={tournamentLinks.detail(t)}>Back to {t.name}</Link>
      </p>
      {children(t)}
    </div>
  );
}

/** /tournaments/{shortName}/pairings and /standings: the HTML alone, printable. */
function ResultsOnly({ show }: { show: Show }) {
  return (
    <WithTournament title={(t) => `${t.name} ${LABELS[show]}`}>
      {(t) => <ResultsHtml tournament={t} show={show} />}
    </WithTournament>
  );
}

export const TournamentPairingsPage = () => <ResultsOnly show="pairings" />;
export const TournamentStandingsPage = () => <ResultsOnly show="standings" />;

/** Two buttons choosing which HTML shows; pressed is the one on screen. */
function ResultsToggle({ tournament }: { tournament: Tournament }) {
  const [show, setShow] = useState<Show>('standings');
  return (
    <>
      <div className={`row ${styles.noPrint}`} role="group" aria-label="Show">
        {(['pairings', 'standings'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="button button-outlined"
            aria-pressed={show === choice}
            aria-current={show === choice}
            onClick={() => setShow(choice)}
          >
            {LABELS[choice]}
          </button>
        ))}
      </div>
      <div className="section">
        <ResultsHtml tournament={tournament} show={show} />
      </div>
    </>
  );
}

/** /tournaments/{shortName}/results: buttons toggling the pairings and the standings. */
export function TournamentResultsPage() {
  return (
    <WithTournament title={(t) => `${t.name} Results`}>
      {(t) => <ResultsToggle tournament={t} />}
    </WithTournament>
  );
}
