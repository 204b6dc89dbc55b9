import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, WEEKDAYS } from '@kingside/shared';
import type { Period } from '@/features/progress/api/progress-keys';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of every month the period touches, oldest first. */
function monthsOf({ from, to }: Period): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let key = `${year}-${pad2(month)}`; key <= last; key = `${year}-${pad2(month)}`) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The month's days ('YYYY-MM-DD') in weeks from Sunday; null pads the first and last week. */
function weeksOf(month: string): (string | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const firstWeekday = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${pad2(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const CELL = { width: 26, height: 22, p: 0, textAlign: 'center', fontSize: '0.75rem' } as const;

/**
 * The period's attendance as one small month grid per month: each class day outlined, each
 * attended day filled. Every day cell has a label for screen readers ("Tue, Nov 3, 2026:
 * attended"), since the grid's meaning is in its colours.
 */
export function AttendanceCalendar({
  period,
  classDays,
  attendedDays,
}: {
  period: Period;
  classDays: readonly string[];
  attendedDays: readonly string[];
}) {
  const classes = new Set(classDays);
  const attended = new Set(attendedDays);
  const status = (day: string) =>
    attended.has(day) ? 'attended' : classes.has(day) ? 'class, absent' : 'no class';
  return (
    <>
      <Box className="attendance-calendar" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {monthsOf(period).map((month) => (
          <Box
            component="table"
            key={month}
            sx={{ borderCollapse: 'separate', borderSpacing: '2px', breakInside: 'avoid' }}
          >
            <Box component="caption" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
              {formatDate(`${month}-01`, { style: 'month' })}
            </Box>
            <thead>
              <tr>
                {WEEKDAYS.map((name) => (
                  <Box component="th" scope="col" key={name} abbr={name} sx={CELL}>
                    {name.slice(0, 2)}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(month).map((week, weekIndex) => (
                <tr key={weekIndex}>
                  {week.map((day, index) =>
                    day ? (
                      <Box
                        component="td"
                        key={day}
                        aria-label={`${formatDate(day, { style: 'withWeekday' })}: ${status(day)}`}
                        data-status={status(day)}
                        sx={{
                          ...CELL,
                          borderRadius: '4px',
                          border: '2px solid',
                          borderColor: classes.has(day) ? 'primary.main' : 'transparent',
                          bgcolor: attended.has(day) ? 'primary.main' : 'transparent',
                          color: attended.has(day) ? 'primary.contrastText' : 'text.primary',
                          fontWeight: attended.has(day) ? 700 : 400,
                          printColorAdjust: 'exact',
                          WebkitPrintColorAdjust: 'exact',
                        }}
                      >
                        {Number(day.slice(8))}
                      </Box>
                    ) : (
                      <Box component="td" key={`pad-${index}`} sx={CELL} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Outlined: a class day. Filled: attended.
      </Typography>
    </>
  );
}
