import Typography from '@mui/material/Typography';
import type { PuzzleAnswerResult, PuzzleRating } from '@kingside/shared';
import { formatPuzzleRating } from '@/features/puzzles/api/get-puzzle';

/** "+12", "−8" or "0": a rating change as shown. */
export const formatRatingChange = (change: number) =>
  change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '0';

/**
 * This Puzzle Rating, My Puzzle Rating (after the last answer when there is one) and what the
 * last answer did to it.
 */
export function PuzzleRatingLines({
  puzzleRating,
  userRating,
  result,
}: {
  puzzleRating: number;
  userRating: PuzzleRating | undefined;
  result: PuzzleAnswerResult | null;
}) {
  const mine = result?.userRating ?? userRating;
  return (
    <>
      <Typography>This Puzzle Rating: {puzzleRating}</Typography>
      <Typography>My Puzzle Rating: {mine ? formatPuzzleRating(mine) : '…'}</Typography>
      {result && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {result.rated
            ? `Rating change: ${formatRatingChange(result.ratingChange)}`
            : 'Unrated: your rating did not change.'}
        </Typography>
      )}
    </>
  );
}
