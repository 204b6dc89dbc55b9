import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatClock, LOW_TIME_MS } from '@/chess/logic/clock-face';

/** One player's row: name, side and (timed games) clock; the running clock is highlighted. */
export function PlayerLine({
  side,
  name,
  ms,
  running,
}: {
  side: 'white' | 'black';
  name: string;
  /** Milliseconds left now; null for an untimed game. */
  ms: number | null;
  running: boolean;
}) {
  const sideName = side === 'white' ? 'White' : 'Black';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: running ? 600 : 400 }}>
        {name} ({sideName})
      </Typography>
      {ms !== null && (
        <Typography
          role="timer"
          aria-label={`${sideName} clock`}
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.25rem',
            px: 1,
            borderRadius: 1,
            bgcolor: running ? 'action.selected' : 'transparent',
            color: ms < LOW_TIME_MS ? 'error.main' : 'text.primary',
          }}
        >
          {formatClock(ms)}
        </Typography>
      )}
    </Box>
  );
}
