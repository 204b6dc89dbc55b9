import { formatCents, formatDate, formatTime, isAheadIn } from '@kingside/shared';
import { HighlightCard } from '@/features/club/components/highlight-card';
import { useUpcomingTournaments } from '@/features/club/api/get-upcoming-tournaments';
import { useClub } from '@/lib/club';

/**
 * The next tournament, from GET /api/tournaments/upcoming (today's on): the first that has not
 * started yet on the club's clock, so a finished one of today is never featured.
 */
export function NextTournamentCard() {
  const tournaments = useUpcomingTournaments();
  const timeZone = useClub().data?.timezone;
  const now = new Date();
  const next = tournaments.data?.find((t) =>
    isAheadIn(t.tournamentDate, t.startTime, now, timeZone),
  );
  return (
    <HighlightCard
      title="Tournaments"
      to="/tournaments"
      query={tournaments}
      loadingText="Loading the next tournament…"
      fallbackText="USCF-rated tournaments every Saturday afternoon."
    >
      {next ? (
        <>
          <p>
            <strong>{next.name}</strong>
            {next.soldout && ' (sold out)'}
          </p>
          <p className="muted">
            {formatDate(next.tournamentDate, { style: 'withWeekday' })} at{' '}
            {formatTime(next.startTime)}
            <br />
            {[
              next.rated ? 'USCF rated' : null,
              `${next.rounds} rounds`,
              next.timeControl,
              `entry ${formatCents(next.entryFeesCents, { omitZeroCents: true })}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        </>
      ) : (
        <p className="muted">No tournaments are scheduled right now.</p>
      )}
    </HighlightCard>
  );
}
