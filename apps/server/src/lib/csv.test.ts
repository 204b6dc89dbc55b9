import { describe, expect, it } from 'vitest';
import { csvLine, CsvError, parseCsv } from './csv.js';

const rows = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it('reads fields separated by commas and records ended by LF or CRLF', () => {
    expect(rows('a,b,c\n1,2,3\r\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(rows('"Smith, Ann","say ""hi""","two\r\nlines"\n')).toEqual([
      ['Smith, Ann', 'say "hi"', 'two\r\nlines'],
    ]);
  });

  it('numbers each record by the line it starts on, counting line breaks inside quotes', () => {
    const records = parseCsv('h1,h2\n"multi\nline",x\r\nlast,y\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('skips a byte-order mark at the start and makes no record of a trailing line break', () => {
    expect(rows('\uFEFFName,Email\r\nAnn,ann@example.com\r\n')).toEqual([
      ['Name', 'Email'],
      ['Ann', 'ann@example.com'],
    ]);
  });

  it('keeps empty fields, including a trailing one, and blank lines as one empty field', () => {
    expect(rows('a,,c,\n\nx')).toEqual([['a', '', 'c', ''], [''], ['x']]);
  });

  it('keeps a quote inside an unquoted field as written', () => {
    expect(rows('5\'10" tall,ok')).toEqual([['5\'10" tall', 'ok']]);
  });

  it('answers nothing for empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it.each([
    ['a NUL character', 'a,b\nc,d\u0000e\n', 2, 'NUL'],
    ['a NUL character in quotes', 'a,"b\u0000"\n', 1, 'NUL'],
    ['an unclosed quote', 'a,b\n"never closed,\nmore\n', 2, 'never closed'],
    ['text after a closing quote', '"a"b,c\n', 1, 'closing quote'],
  ])('refuses %s, naming the line', (_, text, line, words) => {
    let error: unknown;
    try {
      parseCsv(text);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).line).toBe(line);
    expect((error as CsvError).message).toContain(words);
  });

  it('reads back what the formatter writes', () => {
    const values = ['plain', 'with, comma', 'with "quotes"', 'two\r\nlines', ''];
    expect(rows(csvLine(values))).toEqual([values]);
  });
});
