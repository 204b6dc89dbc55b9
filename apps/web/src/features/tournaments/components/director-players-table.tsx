import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DirectorView } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { SimpleTable } from '@/components/simple-table';
import { useCheckIn, useUndoWithdrawal, useWithdraw } from '@/features/tournaments/api/director';

const COLUMNS = [
  'Name',
  'Rating',
  'Score',
  'Checked in',
  'Withdrawn from round',
  'Byes requested',
  'Actions',
];

type Section = DirectorView['sections'][number];
type Player = Section['players'][number];

/** The first round a withdrawal now takes effect: the next one not yet paired or published. */
function withdrawalRound(section: Section): number {
  const { action, round } = section.nextAction;
  return action === 'pair' ? round : round + 1;
}

export function PlayersTable({
  tournamentId,
  section,
  rounds,
}: {
  tournamentId: number;
  section: Section;
  rounds: number;
}) {
  const withdraw = useWithdraw(tournamentId);
  const undo = useUndoWithdrawal(tournamentId);
  const checkIn = useCheckIn(tournamentId);
  const fromRound = withdrawalRound(section);
  const failure = withdraw.error ?? undo.error ?? checkIn.error;
  const waiting = section.players.filter((p) => !p.verified);
  return (
    <>
      {failure && (
        <ErrorAlert
          error={failure}
          onClose={() => {
            withdraw.reset();
            undo.reset();
            checkIn.reset();
          }}
          sx={{ mb: 1 }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography>
          {section.players.length - waiting.length} of {section.players.length} checked in. Only
          checked-in players are paired.
        </Typography>
        {waiting.length > 0 && (
          <Button
            size="small"
            variant="outlined"
            disabled={checkIn.isPending}
            onClick={() => checkIn.mutate(waiting.map((p) => ({ entryId: p.id, verified: true })))}
          >
            Check in everyone
          </Button>
        )}
      </Stack>
      <SimpleTable label={`${section.name} players`} columns={COLUMNS}>
        {section.players.map((p: Player) => (
          <TableRow key={p.id}>
            <TableCell>{p.name}</TableCell>
            <TableCell>{p.unrated ? 'unrated' : p.rating}</TableCell>
            <TableCell>{p.score}</TableCell>
            <TableCell>
              <Button
                size="small"
                aria-label={`${p.verified ? 'Check out' : 'Check in'} ${p.name}`}
                aria-pressed={p.verified}
                disabled={checkIn.isPending}
                onClick={() => checkIn.mutate([{ entryId: p.id, verified: !p.verified }])}
              >
                {p.verified ? 'Yes' : 'Check in'}
              </Button>
            </TableCell>
            <TableCell>{p.withdrawnFromRound ?? ''}</TableCell>
            <TableCell>{p.byesRequested.join(', ')}</TableCell>
            <TableCell>
              {p.withdrawnFromRound === null ? (
                <Button
                  size="small"
                  aria-label={`Withdraw ${p.name}`}
                  disabled={fromRound > rounds || withdraw.isPending}
                  onClick={() => withdraw.mutate({ entryId: p.id, fromRound })}
                >
                  Withdraw
                </Button>
              ) : (
                <Button
                  size="small"
                  aria-label={`Undo withdrawal ${p.name}`}
                  disabled={undo.isPending}
                  onClick={() => undo.mutate(p.id)}
                >
                  Undo withdrawal
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </>
  );
}
