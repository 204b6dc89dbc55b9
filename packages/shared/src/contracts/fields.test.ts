import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { jsonSpellsNul, requiredJsonText } from './fields.js';

describe('jsonSpellsNul', () => {
  // Each text is shown as JSON has it: `\\` is one backslash in the JSON text.
  it.each([
    ['a NUL in a string', String.raw`["a\u0000b"]`, true],
    ['a NUL in a key', String.raw`{"a\u0000": 1}`, true],
    ['a NUL after an escaped backslash', String.raw`["\\\u0000"]`, true],
    ['a NUL after a second, earlier escaped one', String.raw`["\\u0000", "\u0000"]`, true],
    ['an escaped backslash before "u0000"', String.raw`["\\u0000"]`, false],
    ['two escaped backslashes before "u0000"', String.raw`["\\\\u0000"]`, false],
    ['another escape', String.raw`["\u0001", "\u00001"]`, true],
    ['no escape at all', '[{"name": "u0000"}]', false],
  ])('%s', (_case, text, spellsNul) => {
    expect(jsonSpellsNul(text)).toBe(spellsNul);
    // What JSON.parse itself makes of it.
    let parsedNul = false;
    JSON.parse(text, (key: string, value: unknown) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0')))
        parsedNul = true;
      return value;
    });
    expect(parsedNul).toBe(spellsNul);
  });
});

describe('requiredJsonText', () => {
  const schema = requiredJsonText(100);

  it('refuses JSON text that spells a NUL with the message every field gives a NUL', () => {
    const result = schema.safeParse(String.raw`["a\u0000"]`);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.nulCharacter]);
    expect(schema.parse('["a"]')).toBe('["a"]');
  });

  it('is declared as JSON in the API description', () => {
    expect(schema.meta()).toMatchObject({ contentMediaType: 'application/json' });
  });
});
