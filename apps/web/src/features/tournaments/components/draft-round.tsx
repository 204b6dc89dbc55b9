import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DirectorRound } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import {
  useChangeRound,
  useDeleteDraft,
  usePublishRound,
} from '@/features/tournaments/api/director';
import { BoardsTable } from '@/features/tournaments/components/round-boards-table';

/** Two players of a draft to swap opponents or force together. */
function DraftChanges({ tournamentId, round }: { tournamentId: number; round: DirectorRound }) {
  const change = useChangeRound(tournamentId);
  const [playerA, setPlayerA] = useState('');
  const [playerB, setPlayerB] = useState('');
  const players = [
    ...round.boards.flatMap((b) => [b.white, b.black]),
    ...round.byes.map((bye) => bye.player),
  ];
  const ready = playerA !== '' && playerB !== '' && playerA !== playerB;
  const run = (action: 'swapOpponents' | 'forcePairing') =>
    change.mutate(
      {
        roundId: round.id,
        change: { action, playerA: Number(playerA), playerB: Number(playerB) },
      },
      {
        onSuccess: () => {
          setPlayerA('');
          setPlayerB('');
        },
      },
    );
  const select = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      {...NATIVE_SELECT}
      size="small"
      label={label}
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => set(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <option value="">Choose…</option>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {select('First player', playerA, setPlayerA)}
        {select('Second player', playerB, setPlayerB)}
        <Button
          variant="outlined"
          disabled={!ready || change.isPending}
          onClick={() => run('swapOpponents')}
        >
          Swap opponents
        </Button>
        <Button
          variant="outlined"
          disabled={!ready || change.isPending}
          onClick={() => run('forcePairing')}
        >
          Force pairing
        </Button>
      </Stack>
      {change.error && (
        <ErrorAlert error={change.error} onClose={() => change.reset()} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}

/** The draft round: warnings, boards, byes, the director's changes, delete and publish. */
export function DraftRound({
  tournamentId,
  round,
}: {
  tournamentId: number;
  round: DirectorRound;
}) {
  const publish = usePublishRound(tournamentId);
  const remove = useDeleteDraft(tournamentId);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Round ${round.round} draft`}
      sx={{ p: 2, mb: 3 }}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Round {round.round} (draft)
      </Typography>
      {round.warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {round.warnings.map((w) => (
              <li key={`${w.rule}-${w.text}`}>
                {w.rule}: {w.text}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <BoardsTable tournamentId={tournamentId} round={round} />
      <DraftChanges tournamentId={tournamentId} round={round} />
      {(publish.error ?? remove.error) && (
        <ErrorAlert error={publish.error ?? remove.error} sx={{ mb: 1 }} />
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          loading={publish.isPending}
          onClick={() => publish.mutate(round.id)}
        >
          Publish round {round.round}
        </Button>
        <Button color="error" loading={remove.isPending} onClick={() => remove.mutate(round.id)}>
          Delete draft
        </Button>
      </Stack>
    </Paper>
  );
}
