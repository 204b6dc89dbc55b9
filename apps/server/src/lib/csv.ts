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

/** A CSV file the parser cannot read: the line where the problem is, and what it is. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** One record of a CSV file: its fields, and the line of the file it starts on (from 1). */
export type CsvRecord = { line: number; fields: string[] };

/**
 * The records of RFC 4180 CSV text, one at a time: fields separated by commas, records by CRLF
 * or LF (a lone CR too), a field in double quotes may hold commas, line breaks and doubled quotes
 * (`""` for `"`). A byte-order mark at the start is skipped; a quote inside an unquoted field is
 * kept as written. Throws CsvError for a NUL character, an unclosed quote, or text after a
 * closing quote. A trailing line break does not make an empty last record.
 */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        const quoteLine = line;
        i++;
        for (;;) {
          if (i >= n) throw new CsvError(quoteLine, 'A quoted field is never closed.');
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\0') throw new CsvError(line, 'The file contains a NUL character.');
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
          field += c;
          i++;
        }
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvError(
            line,
            'Only a comma or the end of the line may follow a closing quote.',
          );
        }
      } else {
        const from = i;
        while (i < n) {
          const c = text[i]!;
          if (c === ',' || c === '\r' || c === '\n') break;
          if (c === '\0') throw new CsvError(line, 'The file contains a NUL character.');
          i++;
        }
        field = text.slice(from, i);
      }
      fields.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      // End of the record: CRLF, LF, a lone CR, or the end of the text.
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      line++;
      break;
    }
    yield { line: start, fields };
  }
}

/** Every record of RFC 4180 CSV text (see csvRecords). */
export function parseCsv(text: string): CsvRecord[] {
  return [...csvRecords(text)];
}
