import { isAdmin, type TournamentCard as Card } from '@kingside/shared';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useTournamentList } from '@/features/tournaments/api/get-tournaments';
import {
  EntriesLink,
  RegisterLink,
  TournamentCard,
  tournamentLinks,
} from '@/features/tournaments/components/tournament-card';
import styles from '@/features/tournaments/components/tournaments.module.css';
import { useSession } from '@/lib/session';

function Panel({ title, tournaments }: { title: string; tournaments: Card[] }) {
  return (
    <details className={styles.panel} open>
      <summary>{title}</summary>
      <div className={styles.panelBody}>
        {tournaments.length === 0 ? (
          <p className="muted">None scheduled right now. Please check back soon.</p>
        ) : (
          <div className="grid">
            {tournaments.map((t) => (
              <TournamentCard
                key={t.id}
                tournament={t}
                headingLevel="h2"
                links={
                  <>
                    <Link to={tournamentLinks.detail(t)}>Learn More</Link>
                    <RegisterLink tournament={t} />
                    <EntriesLink tournament={t} />
                  </>
                }
              />
            ))}
          </div>
        )}
      </div>
    </details>
  );
}

/**
 * /tournaments (spec 2 §2): the upcoming tournaments in two panels, Major and Weekly, each card
 * with Learn More, Register (or Sold out) and Entries; admins also get Add Tournament.
 */
export function TournamentsPage() {
  const session = useSession();
  const upcoming = useTournamentList('upcoming');
  return (
    <>
      <PageTitle
        title="Upcoming Tournaments"
        description="Upcoming chess tournaments: major events and weekly USCF-rated tournaments, with time controls, entry fees, prizes and registration."
      />
      <div className="row">
        <Link to="/tournaments/ongoing">Ongoing tournaments</Link>
        {isAdmin(session?.roles) && (
          <Link to="/tournamentAdd" className="button button-outlined">
            Add Tournament
          </Link>
        )}
      </div>
      <PlainQueryState query={upcoming}>
        {(list) => (
          <div className="section">
            <Panel title="Major Tournaments" tournaments={list.filter((t) => t.majorEvent)} />
            <Panel title="Weekly Tournaments" tournaments={list.filter((t) => !t.majorEvent)} />
          </div>
        )}
      </PlainQueryState>
    </>
  );
}
