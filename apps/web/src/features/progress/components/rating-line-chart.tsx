import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LineChart } from '@mui/x-charts/LineChart';
import type { RatingLine } from '@kingside/shared';
import { formatDate, formatInstant } from '@/lib/format';

/**
 * One rating line of the report card: a chart (hidden from screen readers) and the same points
 * as a table in a details element; a line without points says so. Printing keeps the chart.
 */
export function RatingLineChart({ line, timeZone }: { line: RatingLine; timeZone?: string }) {
  // On paper the four plots stand side by side, short (the report card is one sheet).
  const printing = useMediaQuery('print');
  const unavailable = line.unavailableSince && (
    <Typography variant="body2" sx={{ color: 'warning.dark' }}>
      {line.label} has not answered since {formatInstant(line.unavailableSince, timeZone)}; these
      are the ratings kept before.
    </Typography>
  );
  if (line.points.length === 0) {
    return (
      <>
        <Typography sx={{ color: 'text.secondary' }}>
          No {line.label} ratings in this period.
        </Typography>
        {unavailable}
      </>
    );
  }
  return (
    <>
      <Box aria-hidden="true" sx={{ width: '100%', maxWidth: 720 }} className="report-chart">
        <LineChart
          height={printing ? 110 : 200}
          xAxis={[
            {
              scaleType: 'point',
              data: line.points.map((point) => point.date),
              valueFormatter: (date: string) => formatDate(date, 'short'),
            },
          ]}
          series={[
            { data: line.points.map((point) => point.rating), label: line.label, curve: 'linear' },
          ]}
          hideLegend
        />
      </Box>
      {unavailable}
      <details>
        <summary>{line.label} by day (table)</summary>
        <table>
          <caption className="visually-hidden">{line.label} by day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {line.points.map((point) => (
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
