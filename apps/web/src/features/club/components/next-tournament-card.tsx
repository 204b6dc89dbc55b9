import { formatCents, formatDate, formatTime } from '@kingside/shared';
import { HighlightCard } from '@/features/club/components/highlight-card';
import { useUpcomingTournaments } from '@/features/club/api/get-upcoming-tournaments';

/** The next upcoming tournament, from GET /api/tournaments/upcoming. */
export function NextTournamentCard() {
  const tournaments = useUpcomingTournaments();
  const next = tournaments.data?.[0];
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
