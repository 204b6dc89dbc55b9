import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { whiteWinPercent, type GameReview } from '@kingside/shared';

/**
 * White's chance of winning after each move (0-100, 50 is level), with a mark on every judged
 * move. Hidden from screen readers and the keyboard: the move list beside it says the same, move
 * by move. Only the review page imports it, so @mui/x-charts stays in its lazy chunk.
 */
export function EvalGraph({ review, ply }: { review: GameReview; ply: number }) {
  const start = review.startEvaluation ? whiteWinPercent(review.startEvaluation) : 50;
  const values = [start, ...review.moves.map((move) => whiteWinPercent(move.evaluation))];
  const judged = new Set(review.moves.filter((m) => m.judgement).map((m) => m.ply));
  return (
    <Box aria-hidden="true" inert sx={{ width: '100%', maxWidth: 720 }}>
      <LineChart
        height={180}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'point', data: values.map((_, i) => i), tickInterval: () => false }]}
        yAxis={[{ min: 0, max: 100, width: 32 }]}
        series={[
          {
            data: values.map((v) => Math.round(v * 10) / 10),
            area: true,
            curve: 'linear',
            label: "White's chance of winning",
            showMark: ({ index }) => judged.has(index) || index === ply,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
