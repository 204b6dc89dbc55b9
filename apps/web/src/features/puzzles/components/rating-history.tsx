import Typography from '@mui/material/Typography';
import type { PuzzleDashboard } from '@kingside/shared';
import { RatingPlot } from '@/components/rating-plot';

/**
 * The rating over the period as a line (one point a day with rated play), with the same figures
 * as a table in a details element for screen readers and anyone who wants the numbers.
 */
export function RatingHistory({ history }: { history: PuzzleDashboard['history'] }) {
  if (history.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary' }}>No rated puzzles in this period.</Typography>
    );
  }
  return (
    <RatingPlot
      points={history}
      label="Rating"
      summary="Rating by day (table)"
      caption="Puzzle rating by day"
    />
  );
}
