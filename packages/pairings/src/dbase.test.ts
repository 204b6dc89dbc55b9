import { describe, expect, it } from 'vitest';
import { readDbf, toAscii, writeDbf } from './dbase.js';

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('writeDbf', () => {
  // Two fields (NAME C(4), ID C(2)), two records: header 32 + 2 × 32 + 1 = 97 bytes, records
  // 1 + 4 + 2 = 7 bytes each, then the EOF byte: 97 + 14 + 1 = 112 bytes in all.
  const bytes = writeDbf(
    [
      { name: 'NAME', width: 4 },
      { name: 'ID', width: 2 },
    ],
    [
      ['Ann', '7'],
      ['Bo', '12'],
    ],
    new Date(Date.UTC(2026, 10, 27)),
  );

  it('writes the version byte, the date as YY MM DD and the counts and lengths little-endian', () => {
    expect(bytes.length).toBe(112);
    expect([...bytes.subarray(0, 12)]).toEqual([0x03, 26, 11, 27, 2, 0, 0, 0, 97, 0, 7, 0]);
    expect([...bytes.subarray(12, 32)]).toEqual(new Array(20).fill(0));
  });

  it('writes each field descriptor as a NUL-padded name, type C and the width', () => {
    const first = bytes.subarray(32, 64);
    expect([...first.subarray(0, 11)]).toEqual([0x4e, 0x41, 0x4d, 0x45, 0, 0, 0, 0, 0, 0, 0]);
    expect(first[11]).toBe(0x43);
    expect(first[16]).toBe(4);
    expect(first[17]).toBe(0);
    const second = bytes.subarray(64, 96);
    expect(ascii(second.subarray(0, 3))).toBe('ID\0');
    expect(second[16]).toBe(2);
  });

  it('ends the header with 0x0D, starts each record with 0x20 and ends the file with 0x1A', () => {
    expect(bytes[96]).toBe(0x0d);
    expect(ascii(bytes.subarray(97, 104))).toBe(' Ann 7 ');
    expect(ascii(bytes.subarray(104, 111))).toBe(' Bo  12');
    expect(bytes[111]).toBe(0x1a);
  });

  it('writes an empty table as the header, the terminator and the EOF byte', () => {
    const empty = writeDbf([{ name: 'A', width: 1 }], [], new Date(Date.UTC(2001, 0, 2)));
    expect(empty.length).toBe(32 + 32 + 1 + 1);
    expect([...empty.subarray(0, 12)]).toEqual([3, 1, 1, 2, 0, 0, 0, 0, 65, 0, 2, 0]);
    expect(empty[64]).toBe(0x0d);
    expect(empty[65]).toBe(0x1a);
  });

  it('truncates a value longer than its field and never spills into the next one', () => {
    const table = readDbf(
      writeDbf(
        [
          { name: 'NAME', width: 5 },
          { name: 'X', width: 1 },
        ],
        [['Bartholomew', 'YES']],
      ),
    );
    expect(table.records).toEqual([['Barth', 'Y']]);
  });

  it('folds accented and other non-ASCII letters to plain ASCII, one byte each', () => {
    const bytes = writeDbf([{ name: 'NAME', width: 30 }], [['Émile Ørsted-Łukasz “Straße”']]);
    const record = bytes.subarray(32 + 32 + 1 + 1, 32 + 32 + 1 + 31);
    expect(ascii(record).trimEnd()).toBe('Emile Orsted-Lukasz "Strasse"');
    expect([...record].every((b) => b >= 0x20 && b < 0x7f)).toBe(true);
  });

  it('refuses a field name over 10 characters, a width over 254 and a short record', () => {
    expect(() => writeDbf([{ name: 'ELEVENCHARS', width: 1 }], [])).toThrow(/field name/);
    expect(() => writeDbf([{ name: 'A', width: 255 }], [])).toThrow(/1-254/);
    expect(() =>
      writeDbf(
        [
          { name: 'A', width: 1 },
          { name: 'B', width: 1 },
        ],
        [['x']],
      ),
    ).toThrow(/1 values for 2 fields/);
  });
});

describe('readDbf', () => {
  it('reads back the fields, the trimmed values and the last-update date', () => {
    const fields = [
      { name: 'H_NAME', width: 35 },
      { name: 'H_STATE', width: 2 },
    ];
    const table = readDbf(
      writeDbf(fields, [['Club Swiss', 'IL']], new Date(Date.UTC(2026, 10, 27))),
    );
    expect(table).toEqual({ fields, records: [['Club Swiss', 'IL']], lastUpdate: '261127' });
  });

  it('skips a record marked deleted', () => {
    const bytes = writeDbf([{ name: 'A', width: 1 }], [['x'], ['y']]);
    bytes[32 + 32 + 1] = 0x2a;
    expect(readDbf(bytes).records).toEqual([['y']]);
  });

  it('refuses a file that is not dBASE III', () => {
    expect(() => readDbf(new Uint8Array([0x30, 0, 0, 0]))).toThrow(/dBASE III/);
  });
});

describe('toAscii', () => {
  it('drops accents, folds ligatures and typographic signs, and marks what it cannot fold', () => {
    expect(toAscii('Café Müller – naïve ﬁnal Æsir')).toBe('Cafe Muller - naive final AEsir');
    expect(toAscii('Tab\there')).toBe('Tab here');
    expect(toAscii('王')).toBe('?');
  });
});
