import type { TournamentCard as Card } from '@kingside/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useTournamentList } from '@/features/tournaments/api/get-tournaments';
import {
  EntriesLink,
  TournamentCard,
  tournamentLinks,
} from '@/features/tournaments/components/tournament-card';

/** Learn More, Entries, Pairings and Standings of one ongoing tournament. */
function OngoingLinks({ tournament: t }: { tournament: Card }) {
  return (
    <>
      <Link to={tournamentLinks.detail(t)}>Learn More</Link>
      <EntriesLink tournament={t} />
      <Link to={tournamentLinks.pairings(t)}>Pairings</Link>
      <Link to={tournamentLinks.standings(t)}>Standings</Link>
    </>
  );
}

/** A listing's cards, or what it shows while loading, on failure or when it is empty. */
function CardList({
  list,
  empty,
  links,
}: {
  list: ReturnType<typeof useTournamentList>;
  empty: string;
  links: (t: Card) => ReactNode;
}) {
  return (
    <PlainQueryState query={list} empty={empty}>
      {(tournaments) => (
        <div className="grid">
          {tournaments.map((t) => (
            <TournamentCard key={t.id} tournament={t} links={links(t)} />
          ))}
        </div>
      )}
    </PlainQueryState>
  );
}

/**
 * /tournaments/ongoing (spec 2 §2): today's tournaments with their pairings and standings, the
 * reminder to bring a board, and below them the last three months' tournaments with their results.
 */
export function OngoingTournamentsPage() {
  const ongoing = useTournamentList('ongoing');
  const recent = useTournamentList('last3Months');
  return (
    <>
      <PageTitle
        title="Ongoing Tournaments"
        description="Today's chess tournaments with their pairings and standings, and the results of recent tournaments."
      />
      <p className="lead">Please bring a chess board, set and clock.</p>
      <p>
        <Link to="/tournaments">Upcoming tournaments</Link>
      </p>
      <section className="section" aria-labelledby="ongoing-now">
        <h2 id="ongoing-now" className="visually-hidden">
          Today
        </h2>
        <CardList
          list={ongoing}
          empty="No tournament is being played today."
          links={(t) => <OngoingLinks tournament={t} />}
        />
      </section>
      <section className="section" aria-labelledby="recent-tournaments">
        <h2 id="recent-tournaments">Recent tournaments</h2>
        <CardList
          list={recent}
          empty="No tournaments in the last three months."
          links={(t) => (
            <>
              <Link to={tournamentLinks.detail(t)}>Learn More</Link>
              <Link to={tournamentLinks.results(t)}>Results</Link>
            </>
          )}
        />
      </section>
    </>
  );
}
