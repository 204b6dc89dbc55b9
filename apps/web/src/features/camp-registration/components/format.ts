const MONTH_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2027-06-08", "2027-06-12" → "Jun 8 – Jun 12" (dates are calendar days, read as UTC). */
export function formatDateRange(start: string, end: string): string {
  const f = (d: string) => MONTH_DAY.format(new Date(`${d}T00:00:00Z`));
  return start === end ? f(start) : `${f(start)} – ${f(end)}`;
}
