import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime, type RatingLine } from '@kingside/shared';
import { RatingPlot } from '@/components/rating-plot';

/**
 * One rating line of the report card: a chart (hidden from screen readers) and the same points
 * as a table in a details element; a line without points says so. Printing keeps the chart.
 */
export function RatingLineChart({ line, timeZone }: { line: RatingLine; timeZone?: string }) {
  // On paper the four plots stand side by side, short (the report card is one sheet).
  const printing = useMediaQuery('print');
  const unavailable = line.unavailableSince && (
    <Typography variant="body2" sx={{ color: 'warning.dark' }}>
      {line.label} has not answered since {formatDateTime(line.unavailableSince, { timeZone })};
      these are the ratings kept before.
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
    <RatingPlot
      points={line.points}
      label={line.label}
      summary={`${line.label} by day (table)`}
      caption={`${line.label} by day`}
      height={printing ? 110 : 200}
      className="report-chart"
    >
      {unavailable}
    </RatingPlot>
  );
}
