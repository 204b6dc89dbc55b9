import Box from '@mui/material/Box';
import type { EngineScore } from '@kingside/chess';
import { evalBarShare, formatScore } from '@/features/engine/logic/engine-game';

/** A vertical bar, White's share from the bottom, for a score in White's view (null: even, no score yet). */
export function EvalBar({ score, height }: { score: EngineScore | null; height: number }) {
  const share = score ? evalBarShare(score) : 0.5;
  const text = score ? formatScore(score) : 'no evaluation yet';
  return (
    <Box
      role="meter"
      aria-label="Evaluation"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      aria-valuetext={text}
      title={text}
      sx={{
        width: 20,
        height,
        flex: '0 0 20px',
        position: 'relative',
        bgcolor: '#404040',
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          height: `${share * 100}%`,
          bgcolor: '#f5f5f5',
          transition: 'height 0.3s ease',
        }}
      />
    </Box>
  );
}
