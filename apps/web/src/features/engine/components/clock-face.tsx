import Box from '@mui/material/Box';
import { formatClock, LOW_TIME_MS } from '@/chess/logic/clock-face';

/** One side's clock: its name and time left; the running clock is highlighted. */
export function ClockFace({
  label,
  ms,
  running,
}: {
  /** Whose clock, e.g. "Your clock (Black)". */
  label: string;
  /** Time left in milliseconds. */
  ms: number;
  running: boolean;
}) {
  return (
    <Box
      role="timer"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        gap: 1.5,
        alignItems: 'baseline',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: running ? 'primary.main' : 'divider',
        bgcolor: running ? 'primary.main' : 'transparent',
        color: running ? 'primary.contrastText' : ms < LOW_TIME_MS ? 'error.main' : 'text.primary',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span>{label}</span>
      <Box component="span" sx={{ fontSize: '1.4rem', fontWeight: 600 }}>
        {formatClock(ms)}
      </Box>
    </Box>
  );
}
