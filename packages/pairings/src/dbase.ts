/**
 * A minimal dBASE III (`.DBF`, version byte 0x03, no memo) writer and reader for character fields
 * only: all the US Chess rating report needs (docs/decisions/0040). Pure: bytes in a Uint8Array,
 * no Node APIs.
 *
 * Layout written: a 32-byte header (version, last-update date, record count, header length,
 * record length), one 32-byte descriptor per field, the 0x0D header terminator, the records (each
 * a 0x20 "not deleted" flag then the fields' bytes) and the 0x1A end-of-file byte.
 */

export interface DbfField {
  /** Up to 10 characters: letters, digits and `_`, starting with a letter. */
  name: string;
  /** Bytes of the field, 1–254. */
  width: number;
}

export interface DbfTable {
  fields: DbfField[];
  /** Each record's values in field order, spaces trimmed; deleted records left out. */
  records: string[][];
  /** The header's last-update bytes as written, `YYMMDD`. */
  lastUpdate: string;
}

const HEADER = 32;
const DESCRIPTOR = 32;
const TERMINATOR = 0x0d;
const END_OF_FILE = 0x1a;
const ACTIVE = 0x20;
const DELETED = 0x2a;

/** Letters and signs NFKD does not take apart, folded to their usual ASCII spelling. */
const FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2044': '/',
};

/**
 * Text as printable ASCII: accents dropped (é → e, Ł → L, ß → ss), typographic quotes and dashes
 * made plain, control characters made spaces, anything else `?`.
 */
export function toAscii(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKD').replace(/\p{M}/gu, '')) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code < 0x7f) out += char;
    else if (code < 0x20 || code === 0x7f || /\s/u.test(char)) out += ' ';
    else out += FOLDS[char] ?? '?';
  }
  return out;
}

/** A value as exactly `width` ASCII characters: folded, truncated, space-padded on the right. */
export function dbfCell(value: string, width: number): string {
  return toAscii(value).slice(0, width).padEnd(width);
}

function checkFields(fields: readonly DbfField[]): void {
  if (fields.length === 0) throw new Error('A DBF file needs at least one field.');
  const names = new Set<string>();
  for (const f of fields) {
    if (!/^[A-Za-z][A-Za-z0-9_]{0,9}$/.test(f.name)) {
      throw new Error(`DBF field name "${f.name}" is not 1-10 letters, digits or _.`);
    }
    if (names.has(f.name.toUpperCase())) throw new Error(`DBF field ${f.name} appears twice.`);
    names.add(f.name.toUpperCase());
    if (!Number.isInteger(f.width) || f.width < 1 || f.width > 254) {
      throw new Error(`DBF field ${f.name} has width ${f.width}; a character field is 1-254.`);
    }
  }
}

/**
 * A dBASE III file of character fields. Values are folded to ASCII (toAscii), truncated to the
 * field's width and padded with spaces. The last-update date is `date` (default now) as three
 * bytes YY MM DD in UTC, YY being the year modulo 100. Throws on a bad field name or width, or a
 * record with the wrong number of values.
 */
export function writeDbf(
  fields: readonly DbfField[],
  records: readonly (readonly string[])[],
  date: Date = new Date(),
): Uint8Array {
  checkFields(fields);
  const headerLength = HEADER + DESCRIPTOR * fields.length + 1;
  const recordLength = 1 + fields.reduce((sum, f) => sum + f.width, 0);
  if (recordLength > 0xffff) throw new Error(`DBF record of ${recordLength} bytes is too long.`);
  const bytes = new Uint8Array(headerLength + recordLength * records.length + 1);
  const view = new DataView(bytes.buffer);

  bytes[0] = 0x03;
  bytes[1] = date.getUTCFullYear() % 100;
  bytes[2] = date.getUTCMonth() + 1;
  bytes[3] = date.getUTCDate();
  view.setUint32(4, records.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);

  fields.forEach((f, i) => {
    const at = HEADER + DESCRIPTOR * i;
    const name = f.name.toUpperCase();
    for (let c = 0; c < name.length; c += 1) bytes[at + c] = name.charCodeAt(c);
    bytes[at + 11] = 'C'.charCodeAt(0);
    bytes[at + 16] = f.width;
  });
  bytes[headerLength - 1] = TERMINATOR;

  records.forEach((record, r) => {
    if (record.length !== fields.length) {
      throw new Error(
        `DBF record ${r + 1} has ${record.length} values for ${fields.length} fields.`,
      );
    }
    let at = headerLength + recordLength * r;
    bytes[at] = ACTIVE;
    at += 1;
    fields.forEach((f, i) => {
      const cell = dbfCell(record[i]!, f.width);
      for (let c = 0; c < f.width; c += 1) bytes[at + c] = cell.charCodeAt(c);
      at += f.width;
    });
  });
  bytes[bytes.length - 1] = END_OF_FILE;
  return bytes;
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * Reads a dBASE III file's character fields back (the tests, and anyone checking a report): the
 * fields, the records not marked deleted with each value trimmed, and the last-update bytes.
 * Throws when the version byte is not 0x03 or the file is shorter than its header says.
 */
export function readDbf(bytes: Uint8Array): DbfTable {
  if (bytes[0] !== 0x03) throw new Error(`Not a dBASE III file: version byte ${bytes[0]}.`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  if (bytes.length < headerLength + recordLength * count) {
    throw new Error('DBF file is shorter than its header says.');
  }
  const fields: DbfField[] = [];
  for (let at = HEADER; at < headerLength - 1 && bytes[at] !== TERMINATOR; at += DESCRIPTOR) {
    const raw = latin1(bytes.subarray(at, at + 11));
    fields.push({ name: raw.replace(/\0.*$/s, ''), width: bytes[at + 16]! });
  }
  const records: string[][] = [];
  for (let r = 0; r < count; r += 1) {
    let at = headerLength + recordLength * r;
    if (bytes[at] === DELETED) continue;
    at += 1;
    const values: string[] = [];
    for (const f of fields) {
      values.push(latin1(bytes.subarray(at, at + f.width)).trim());
      at += f.width;
    }
    records.push(values);
  }
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    fields,
    records,
    lastUpdate: `${two(bytes[1]!)}${two(bytes[2]!)}${two(bytes[3]!)}`,
  };
}
