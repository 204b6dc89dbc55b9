import type { PublishedPairings, Tournament } from '@kingside/shared';
import { useQueries } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { ErrorNotice, Loading } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useTournament } from '@/features/tournaments/api/get-tournaments';
import {
  livePairingsQueryOptions,
  roundIsOn,
  useLiveStandings,
  type LiveStandingRow,
  type LiveStandings as SectionLiveStandings,
} from '@/features/tournaments/api/live';
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
    <>
      {/* The director's HTML heads its tables with h3: this keeps the page's headings in order. */}
      <h2 className="visually-hidden">{LABELS[show]}</h2>
      <TournamentHtml html={html} label={LABELS[show]} />
    </>
  ) : (
    <p className="muted">{EMPTY[show]}</p>
  );
}

/** How a result reads on the sheet: the draw as ½-½, nothing while the game is on. */
const resultText = (result: string | null) => (result ?? '').replaceAll('1/2', '½');

const BYE_TEXT = { full: 'Full-point bye', half: 'Half-point bye', zero: 'Zero-point bye' };

const playerText = (p: { name: string; rating: number; unrated: boolean }) =>
  `${p.name} (${p.unrated ? 'unrated' : p.rating})`;

/** A live table's heading row: a column heading each. */
function HeadRow({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th scope="col" key={index}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A section's latest published round as a pairings sheet: board, White, Black, result. */
function LivePairings({ pairings }: { pairings: PublishedPairings }) {
  return (
    <table
      className={styles.live}
      aria-label={`${pairings.section} round ${pairings.round} pairings`}
    >
      <caption>
        {pairings.section}: round {pairings.round} pairings
      </caption>
      <HeadRow columns={['Board', 'White', 'Black', 'Result']} />
      <tbody>
        {pairings.boards.map((b) => (
          <tr key={b.board}>
            <td>{b.board}</td>
            <td>{playerText(b.white)}</td>
            <td>{playerText(b.black)}</td>
            <td>{resultText(b.result)}</td>
          </tr>
        ))}
        {pairings.byes.map((bye) => (
          <tr key={`bye-${bye.player.id}`}>
            <td />
            <td>{playerText(bye.player)}</td>
            <td colSpan={2}>{BYE_TEXT[bye.kind]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A score as the wall chart writes it: 2½. */
const points = (score: number) => {
  const whole = Math.floor(score);
  const half = score - whole >= 0.5;
  return half ? `${whole === 0 ? '' : whole}½` : String(whole);
};

/** A section's standings as a wall chart: place, player, rating, score, rounds, tiebreaks. */
function LiveStandings({
  tournament,
  section,
  pairings,
}: {
  tournament: Tournament;
  section: string;
  pairings: PublishedPairings | null;
}) {
  const standings = useLiveStandings(tournament.id, section, pairings);
  return (
    <PlainQueryState
      query={standings}
      empty={`${section}: no standings yet (they follow each finished round).`}
      isEmpty={(s) => !s || s.standings.length === 0 || s.rounds === 0}
    >
      {(s) => s && <StandingsTable section={section} standings={s} />}
    </PlainQueryState>
  );
}

/** The wall chart of one section's standings (at least one round finished). */
function StandingsTable({
  section,
  standings: s,
}: {
  section: string;
  standings: SectionLiveStandings;
}) {
  const rounds = Array.from({ length: s.rounds }, (_, i) => i + 1);
  const cells = (row: LiveStandingRow) => row.cells ?? [];
  const hasCells = s.standings.some((row) => row.cells !== undefined);
  return (
    <table className={styles.live} aria-label={`${section} standings`}>
      <caption>
        {section}: standings after round {s.rounds}
      </caption>
      <HeadRow
        columns={[
          'Place',
          'Name',
          'Rating',
          ...(hasCells ? rounds.map((r) => `Rd ${r}`) : []),
          'Score',
          <abbr title="Modified median">Mod. med.</abbr>,
          'Solkoff',
          <abbr title="Cumulative">Cumul.</abbr>,
          <abbr title="Opponents' cumulative">Opp. cumul.</abbr>,
        ]}
      />
      <tbody>
        {s.standings.map((row) => (
          <tr key={row.player.id}>
            <td>{row.place}</td>
            <td>{row.player.name}</td>
            <td>{row.player.unrated ? 'unrated' : row.player.rating}</td>
            {hasCells && rounds.map((r) => <td key={r}>{cells(row)[r - 1] ?? ''}</td>)}
            <td>{points(row.score)}</td>
            <td>{row.tiebreaks.modifiedMedian}</td>
            <td>{row.tiebreaks.solkoff}</td>
            <td>{row.tiebreaks.cumulative}</td>
            <td>{row.tiebreaks.cumulativeOfOpposition}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The live pairings or standings of every section that has a published round, refreshing while a
 * round is on; the pasted HTML when no section has one (a tournament run elsewhere). Only the
 * sections the tournament names in `liveSections` are asked for: another would answer 404.
 */
function LiveOrHtml({ tournament: t, show }: { tournament: Tournament; show: Show }) {
  const pairings = useQueries({
    queries: t.liveSections.map((section) => livePairingsQueryOptions(t.id, section)),
  });
  if (pairings.some((q) => q.isPending)) return <Loading />;
  const live = t.liveSections
    .map((section, i) => ({ section, pairings: pairings[i]?.data ?? null }))
    .filter(
      (s): s is { section: string; pairings: PublishedPairings } =>
        !!s.pairings && s.pairings.boards.length + s.pairings.byes.length > 0,
    );
  const failed = pairings.find((q) => q.isError);
  if (live.length === 0) {
    return (
      <>
        {failed && <ErrorNotice error={failed.error} />}
        <ResultsHtml tournament={t} show={show} />
      </>
    );
  }
  const on = live.some((s) => roundIsOn(s.pairings));
  return (
    <>
      {failed && <ErrorNotice error={failed.error} />}
      {on && (
        <p className={`muted ${styles.noPrint}`} role="status">
          Updates by itself while the round is on.
        </p>
      )}
      {live.map((s) => (
        <section key={s.section} className={styles.liveSection} aria-label={s.section}>
          {show === 'pairings' ? (
            <LivePairings pairings={s.pairings} />
          ) : (
            <LiveStandings tournament={t} section={s.section} pairings={s.pairings} />
          )}
        </section>
      ))}
    </>
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
  if (tournament.error instanceof ApiError && tournament.error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <PlainQueryState query={tournament}>
      {(t) => (
        <div className={styles.printContent}>
          <PageTitle title={title(t)} />
          <p className={styles.noPrint}>
            <Link to={tournamentLinks.detail(t)}>Back to {t.name}</Link>
          </p>
          {children(t)}
        </div>
      )}
    </PlainQueryState>
  );
}

/** /tournaments/{shortName}/pairings and /standings: the live data or the HTML alone, printable. */
function ResultsOnly({ show }: { show: Show }) {
  return (
    <WithTournament title={(t) => `${t.name} ${LABELS[show]}`}>
      {(t) => <LiveOrHtml tournament={t} show={show} />}
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
        <LiveOrHtml tournament={tournament} show={show} />
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
