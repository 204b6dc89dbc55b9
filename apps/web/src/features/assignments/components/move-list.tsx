import { useId } from 'react';
import Typography from '@mui/material/Typography';
import type { PlayedMove } from '@/chess/logic/game';

/** The moves as numbered pairs, "1. e4 e5"; a game starting with Black begins "1. … e5". */
function movePairs(history: readonly PlayedMove[]): string[] {
  const moves =
    history[0]?.color === 'b' ? ['…', ...history.map((m) => m.san)] : history.map((m) => m.san);
  const pairs: string[] = [];
  for (let i = 0; i < moves.length; i += 2) {
    pairs.push(`${i / 2 + 1}. ${moves.slice(i, i + 2).join(' ')}`);
  }
  return pairs;
}

/** The moves played on the board, in SAN. */
export function MoveList({ history }: { history: readonly PlayedMove[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography component="h2" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
        Moves
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2">No moves yet.</Typography>
      ) : (
        <Typography component="ol" variant="body2" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {movePairs(history).map((pair) => (
            <li key={pair}>{pair}</li>
          ))}
        </Typography>
      )}
    </section>
  );
}
