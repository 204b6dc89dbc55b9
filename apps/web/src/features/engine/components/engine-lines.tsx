import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EngineInfo } from '@kingside/chess';
import { formatScore, lineToSan, whiteScore } from '@/features/engine/logic/engine-game';

/** How many moves of each line are written out. */
const LINE_MOVES = 12;

/** The engine's best lines for `fen`, best first: White's-view score and the moves in SAN. */
export function EngineLines({ fen, lines }: { fen: string; lines: readonly EngineInfo[] }) {
  return (
    <Box component="ol" aria-label="Best lines" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {lines.map((line) => (
        <Box component="li" key={line.multipv} sx={{ display: 'flex', gap: 1.5, py: 0.5 }}>
          <Typography
            component="span"
            sx={{ fontWeight: 700, minWidth: '4.5em', fontVariantNumeric: 'tabular-nums' }}
          >
            {line.score ? formatScore(whiteScore(line.score, fen)) : '…'}
          </Typography>
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {lineToSan(fen, line.pv.slice(0, LINE_MOVES))}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
