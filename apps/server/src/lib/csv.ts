/** The project's one CSV formatter (RFC 4180 with CRLF line ends), for every export. */

/** A CSV cell: quoted, and never read as a spreadsheet formula. */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replaceAll('"', '""')}"`;
}

/** One CSV line of cells, with its CRLF. */
export function csvLine(values: readonly (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
