import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDate, type Analytics } from '@kingside/shared';

type DayViews = Analytics['perDay'][number];

/** "Jun 8" for 2026-06-08 (the server's dates are already in the club's time zone). */
export function formatDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, { style: 'short' }) : date;
}

/** "Jun 8, 2026" for the table, where a 90-day period may cross a new year. */
function formatFullDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : date;
}

function summarize(days: readonly DayViews[], total: number): string {
  if (days.length === 0) return 'No days to show.';
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]!);
  const range = `${formatDay(days[0]!.date)} to ${formatDay(days[days.length - 1]!.date)}`;
  if (total === 0) return `No page views from ${range}.`;
  return `${total} page views from ${range}; the busiest day was ${formatDay(busiest.date)} with ${busiest.views}.`;
}

/**
 * A bar per day, oldest on the left (hidden from screen readers), a sentence saying what it
 * shows, and the same figures as a table in a details element.
 */
export function ViewsPerDayChart({ days, total }: { days: readonly DayViews[]; total: number }) {
  const theme = useTheme();
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const summary = (
    <Typography sx={{ color: 'text.secondary' }}>{summarize(sorted, total)}</Typography>
  );
  if (sorted.length === 0) return summary;

  return (
    <>
      <Box aria-hidden="true" inert className="views-chart" sx={{ width: '100%' }}>
        <BarChart
          height={240}
          xAxis={[
            {
              scaleType: 'band',
              data: sorted.map((day) => day.date),
              valueFormatter: (date: string) => formatDay(date),
            },
          ]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            {
              data: sorted.map((day) => day.views),
              label: 'Views',
              color: theme.palette.primary.main,
            },
          ]}
          hideLegend
        />
      </Box>
      {summary}
      <details>
        <summary>Page views by day (table)</summary>
        <table>
          <caption className="visually-hidden">Page views by day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((day) => (
              <tr key={day.date}>
                <td>{formatFullDay(day.date)}</td>
                <td>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
