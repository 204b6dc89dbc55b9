import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { useResultChanges } from '@/features/tournaments/api/director';
import { resultLabel } from '@/features/tournaments/components/round-boards-table';

/** The corrections of results, newest first, in a collapsed section. */
export function ResultChanges({ tournamentId }: { tournamentId: number }) {
  const changes = useResultChanges(tournamentId);
  const corrections = changes.data?.items.filter((c) => c.fromResult !== null) ?? [];
  return (
    <Accordion sx={{ mt: 3 }}>
      <AccordionSummary>
        <Typography component="h2" variant="h6">
          Result corrections ({corrections.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <QueryState
          query={changes}
          label="Loading the corrections"
          empty="No result has been corrected."
          isEmpty={() => corrections.length === 0}
        >
          {() => (
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {corrections.map((c) => (
                <li key={c.id}>
                  {c.section} round {c.round} board {c.board}: {resultLabel(c.fromResult ?? '1-0')}{' '}
                  → {resultLabel(c.toResult)}
                  {c.changedBy && ` by ${c.changedBy}`} ({formatDateTime(c.changedAt)})
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </AccordionDetails>
    </Accordion>
  );
}
