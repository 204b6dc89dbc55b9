import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatDate } from '@kingside/shared';

export type RatingPoint = { date: string; rating: number };

/**
 * A rating over days as a line, hidden from screen readers, with the same figures as a table in a
 * details element for them and for anyone who wants the numbers (the puzzle dashboard, the report
 * card). Only pages that plot import it, so @mui/x-charts stays in their lazy chunks.
 */
export function RatingPlot({
  points,
  label,
  summary,
  caption,
  height = 260,
  className,
  children,
}: {
  points: readonly RatingPoint[];
  /** The series' name. */
  label: string;
  /** The details' summary: "Rating by day (table)". */
  summary: string;
  /** The table's caption (read by screen readers). */
  caption: string;
  height?: number;
  className?: string;
  /** Shown between the plot and its table (a warning about the source). */
  children?: ReactNode;
}) {
  return (
    <>
      {/* inert: the chart surface takes focus for its keyboard tooltips; the table has the numbers. */}
      <Box aria-hidden="true" inert sx={{ width: '100%', maxWidth: 720 }} className={className}>
        <LineChart
          height={height}
          xAxis={[
            {
              scaleType: 'point',
              data: points.map((point) => point.date),
              valueFormatter: (date: string) => formatDate(date, { style: 'short' }),
            },
          ]}
          series={[{ data: points.map((point) => point.rating), label, curve: 'linear' }]}
          hideLegend
        />
      </Box>
      {children}
      <details>
        <summary>{summary}</summary>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
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
