/**
 * Browser-side conversions for people's input and links. Dates and times are shown with the
 * formatters of packages/shared (`formatDate`, `formatDateTime`, `formatTime`, …), which the
 * server's e-mails use too; amounts with `formatCents`.
 */

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A date and wall-clock time picked in the browser ('YYYY-MM-DD', 'HH:MM') as an ISO date-time
 * with the browser's UTC offset on that date: ('2026-07-04', '15:30') → '2026-07-04T15:30:00-05:00'.
 */
export function toIsoWithLocalOffset(date: string, time: string): string {
  const offset = -new Date(`${date}T${time}:00`).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** A phone number as written for people, as a link that dials it: '(972) 555-0142' → 'tel:9725550142'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
