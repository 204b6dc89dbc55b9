import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BOARD_RESULTS,
  type BoardResult,
  type DirectorBoard,
  type DirectorRound,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import { TableRegion } from '@/components/table-region';
import { useChangeRound, useSaveResult } from '@/features/tournaments/api/director';

/** How a result reads: the draw as ½-½. */
export const resultLabel = (result: BoardResult) => result.replaceAll('1/2', '½');

/** The rule, its sentence and why not the obvious alternative, below a board. */
function Why({ board }: { board: DirectorBoard }) {
  return (
    <Box sx={{ fontSize: '0.875rem' }}>
      <Typography variant="body2">
        <strong>{board.explanation.rule}</strong> {board.explanation.text}
      </Typography>
      {board.explanation.alternatives.length > 0 && (
        <ul style={{ margin: '4px 0', paddingLeft: '1.25rem' }}>
          {board.explanation.alternatives.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      <Typography variant="body2">
        <strong>Colours ({board.colour.rule}).</strong> {board.colour.text}
      </Typography>
    </Box>
  );
}

const playerText = (p: { name: string; rating: number; unrated: boolean }) =>
  `${p.name} (${p.unrated ? 'unrated' : p.rating})`;

/** A published board's result select, saved on change (a changed result is a correction). */
function ResultSelect({ tournamentId, board }: { tournamentId: number; board: DirectorBoard }) {
  const save = useSaveResult(tournamentId);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <TextField
        {...NATIVE_SELECT}
        size="small"
        label={`Result board ${board.board}`}
        value={board.result ?? ''}
        disabled={save.isPending}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          save.mutate({ boardId: board.id, result: e.target.value as BoardResult })
        }
        sx={{ minWidth: 130 }}
      >
        <option value="" disabled>
          —
        </option>
        {BOARD_RESULTS.map((r) => (
          <option key={r} value={r}>
            {resultLabel(r)}
          </option>
        ))}
      </TextField>
      {save.isSuccess && (
        <Typography variant="body2" role="status">
          Saved
        </Typography>
      )}
      {save.error && <ErrorAlert error={save.error} onClose={() => save.reset()} />}
    </Stack>
  );
}

/** A round's boards: the draft's colour swap, or the published round's result selects. */
export function BoardsTable({
  tournamentId,
  round,
}: {
  tournamentId: number;
  round: DirectorRound;
}) {
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const change = useChangeRound(tournamentId);
  const draft = round.status === 'draft';
  return (
    <>
      {change.error && (
        <ErrorAlert error={change.error} onClose={() => change.reset()} sx={{ mb: 1 }} />
      )}
      <TableRegion label={`Round ${round.round} boards table`}>
        <Table size="small" aria-label={`Round ${round.round} boards`}>
          <TableHead>
            <TableRow>
              <TableCell>Board</TableCell>
              <TableCell>White</TableCell>
              <TableCell>Black</TableCell>
              <TableCell>{draft ? 'Actions' : 'Result'}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {round.boards.flatMap((b) => {
              const shown = open[b.id] ?? false;
              const rows = [
                <TableRow key={b.id}>
                  <TableCell>
                    {b.board}
                    {b.manual && ' (changed)'}
                    {b.rematch && ' (rematch)'}
                  </TableCell>
                  <TableCell>{playerText(b.white)}</TableCell>
                  <TableCell>{playerText(b.black)}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        aria-expanded={shown}
                        aria-label={`Why? board ${b.board}`}
                        onClick={() => setOpen({ ...open, [b.id]: !shown })}
                      >
                        Why?
                      </Button>
                      {draft ? (
                        <Button
                          size="small"
                          aria-label={`Swap colours board ${b.board}`}
                          disabled={change.isPending}
                          onClick={() =>
                            change.mutate({
                              roundId: round.id,
                              change: { action: 'swapColours', board: b.board },
                            })
                          }
                        >
                          Swap colours
                        </Button>
                      ) : (
                        <ResultSelect tournamentId={tournamentId} board={b} />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>,
              ];
              if (shown) {
                rows.push(
                  <TableRow key={`${b.id}-why`}>
                    <TableCell colSpan={4}>
                      <Why board={b} />
                    </TableCell>
                  </TableRow>,
                );
              }
              return rows;
            })}
          </TableBody>
        </Table>
      </TableRegion>
      {round.byes.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2">Byes</Typography>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {round.byes.map((bye) => (
              <li key={bye.player.id}>
                {playerText(bye.player)}:{' '}
                {bye.kind === 'full'
                  ? 'full-point'
                  : bye.kind === 'half'
                    ? 'half-point'
                    : 'zero-point'}{' '}
                bye{bye.requested && ' (requested)'}
                {bye.explanation && ` — ${bye.explanation.text}`}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </>
  );
}
