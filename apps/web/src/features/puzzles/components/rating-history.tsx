import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PuzzleDashboard } from '@kingside/shared';
import { formatDate } from '@/lib/format';

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
    <>
      <Box aria-hidden="true" sx={{ width: '100%', maxWidth: 720 }}>
        <LineChart
          height={260}
          xAxis={[
            {
              scaleType: 'point',
              data: history.map((point) => point.date),
              valueFormatter: (date: string) => formatDate(date, 'short'),
            },
          ]}
          series={[{ data: history.map((point) => point.rating), label: 'Rating' }]}
          hideLegend
        />
      </Box>
      <details>
        <summary>Rating by day (table)</summary>
        <table>
          <caption className="visually-hidden">Puzzle rating by day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.date}>
                <td>{formatDate(point.date)}</td>
                <td>{point.rating}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
