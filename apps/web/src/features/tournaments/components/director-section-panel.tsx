import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { USCF_REPORT_FILES, type DirectorView } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { downloadTrf16, downloadUscfReportFile } from '@/features/tournaments/api/director';
import { downloadSwissSys } from '@/features/tournaments/api/entries';
import { PlayersTable } from '@/features/tournaments/components/director-players-table';
import { DraftRound } from '@/features/tournaments/components/draft-round';
import { PairRoundForm } from '@/features/tournaments/components/pair-round-form';
import { BoardsTable } from '@/features/tournaments/components/round-boards-table';

type Section = DirectorView['sections'][number];

const NEXT_TEXT = {
  results: (round: number) => `Enter every result of round ${round} to pair the next round.`,
  done: () => 'Every round is paired and has its results.',
} as const;

/** One section's tab: next step, draft, published rounds (latest first), players, export. */
export function SectionPanel({ view, section }: { view: DirectorView; section: Section }) {
  const [exportError, setExportError] = useState<unknown>(null);
  const { action, round } = section.nextAction;
  const draft = section.rounds.find((r) => r.status === 'draft');
  const published = section.rounds.filter((r) => r.status === 'published').reverse();
  return (
    <Box>
      {action === 'pair' && (
        <PairRoundForm tournamentId={view.tournamentId} section={section} round={round} />
      )}
      {(action === 'results' || action === 'done') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {NEXT_TEXT[action](round)}
        </Alert>
      )}
      {draft && <DraftRound tournamentId={view.tournamentId} round={draft} />}
      {published.map((r) => (
        <Box component="section" key={r.id} aria-label={`Round ${r.round}`} sx={{ mb: 3 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            Round {r.round}
          </Typography>
          <BoardsTable tournamentId={view.tournamentId} round={r} />
        </Box>
      ))}
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Players
      </Typography>
      <PlayersTable tournamentId={view.tournamentId} section={section} rounds={view.rounds} />
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            setExportError(null);
            downloadTrf16(view.tournamentId, view.shortName, section.name).catch(setExportError);
          }}
        >
          Export TRF16
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setExportError(null);
            downloadSwissSys(view.tournamentId, view.shortName).catch(setExportError);
          }}
        >
          Export SwissSys
        </Button>
        {USCF_REPORT_FILES.map((file) => (
          <Button
            key={file}
            variant="outlined"
            aria-label={`US Chess report ${file}`}
            onClick={() => {
              setExportError(null);
              downloadUscfReportFile(view.tournamentId, file).catch(setExportError);
            }}
          >
            {file}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The US Chess rating report: its three dBASE files, from every section&rsquo;s complete
        rounds.
      </Typography>
      {exportError !== null && <ErrorAlert error={exportError} sx={{ mt: 1 }} />}
    </Box>
  );
}
