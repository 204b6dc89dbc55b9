import { useId } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate } from '@/lib/format';
import { layoutBars, type DayViews } from '@/features/analytics/components/chart-layout';

/** MUI's secondary text colour on white (contrast 5.7:1). */
const AXIS_COLOR = 'rgba(0, 0, 0, 0.6)';

const MARGIN = { top: 12, right: 8, bottom: 28, left: 44 };
/** The SVG scales to its box: a narrower viewBox on phones keeps the axis labels readable. */
const WIDE = { width: 720, height: 240, margin: MARGIN };
const NARROW = { width: 360, height: 220, margin: MARGIN };

/** "Jun 8" for 2026-06-08 (the server's dates are already in the club's time zone). */
export function formatDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date, 'short') : date;
}

function summarize(days: readonly DayViews[], total: number): string {
  if (days.length === 0) return 'No days to show.';
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]!);
  const range = `${formatDay(days[0]!.date)} to ${formatDay(days[days.length - 1]!.date)}`;
  if (total === 0) return `No page views from ${range}.`;
  return `${total} page views from ${range}; the busiest day was ${formatDay(busiest.date)} with ${busiest.views}.`;
}

/** A bar per day, oldest on the left; its title and description say what it shows in words. */
export function ViewsPerDayChart({ days, total }: { days: readonly DayViews[]; total: number }) {
  const titleId = useId();
  const descId = useId();
  const theme = useTheme();
  const box = useMediaQuery(theme.breakpoints.down('sm')) ? NARROW : WIDE;
  const { bars, ticks, baseline } = layoutBars(days, box);
  const labelled =
    bars.length > 0
      ? [bars[0]!, bars[Math.floor((bars.length - 1) / 2)]!, bars[bars.length - 1]!]
      : [];
  const xLabels = labelled.filter((bar, index) => labelled.indexOf(bar) === index);

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      sx={{ display: 'block', width: '100%', height: 'auto', color: 'primary.main' }}
    >
      <title id={titleId}>Page views per day</title>
      <desc id={descId}>{summarize(days, total)}</desc>
      <g fontSize={12} fill={AXIS_COLOR}>
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={box.margin.left}
              x2={box.width - box.margin.right}
              y1={tick.y}
              y2={tick.y}
              stroke={AXIS_COLOR}
              strokeOpacity={0.4}
            />
            <text x={box.margin.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.value}
            </text>
          </g>
        ))}
        {xLabels.map((bar, index) => (
          <text
            key={bar.date}
            x={bar.x + bar.width / 2}
            y={baseline + 18}
            textAnchor={index === 0 ? 'start' : index === xLabels.length - 1 ? 'end' : 'middle'}
          >
            {formatDay(bar.date)}
          </text>
        ))}
      </g>
      <g fill="currentColor">
        {bars.map((bar) => (
          <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
            <title>{`${formatDay(bar.date)}: ${bar.views} views`}</title>
          </rect>
        ))}
      </g>
    </Box>
  );
}
