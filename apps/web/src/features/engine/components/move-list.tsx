import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayedMove } from '@/chess/logic/game';

/**
 * The moves as numbered text ("1. e4 e5 2. Nf3"); `onSelect` makes each a button that jumps to
 * the position after it, `current` marks the one shown (plies from the start).
 */
export function MoveList({
  moves,
  startMoveNumber = 1,
  current,
  onSelect,
}: {
  moves: readonly PlayedMove[];
  /** The full-move number of the first move (from the starting FEN). */
  startMoveNumber?: number;
  current?: number;
  onSelect?: (ply: number) => void;
}) {
  if (moves.length === 0) return <Typography color="text.secondary">No moves yet.</Typography>;
  return (
    <Box
      component="ol"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px 6px', m: 0, p: 0, listStyle: 'none' }}
    >
      {moves.map((move, index) => {
        const number =
          startMoveNumber + Math.floor((index + (moves[0]?.color === 'b' ? 1 : 0)) / 2);
        const prefix = move.color === 'w' ? `${number}. ` : index === 0 ? `${number}... ` : '';
        const ply = index + 1;
        return (
          <li key={ply}>
            {prefix}
            {onSelect ? (
              <Box
                component="button"
                type="button"
                onClick={() => onSelect(ply)}
                aria-current={current === ply ? 'step' : undefined}
                sx={{
                  border: 0,
                  font: 'inherit',
                  cursor: 'pointer',
                  px: 0.5,
                  borderRadius: 0.5,
                  bgcolor: current === ply ? 'action.selected' : 'transparent',
                  color: 'inherit',
                }}
              >
                {move.san}
              </Box>
            ) : (
              move.san
            )}
          </li>
        );
      })}
    </Box>
  );
}
