import { describe, expect, it } from 'vitest';
import { splitFullName, UscfIdParamsSchema, UscfSearchQuerySchema } from './uscf.js';

describe('splitFullName', () => {
  it('takes the first word as the first name and the last word as the last name', () => {
    expect(splitFullName('Ann Alpha')).toEqual({ firstName: 'Ann', lastName: 'Alpha' });
    expect(splitFullName('  Mary   Jo  Van-Dyke ')).toEqual({
      firstName: 'Mary',
      lastName: 'Van-Dyke',
    });
    expect(splitFullName('Ann\tB.\nAlpha')).toEqual({ firstName: 'Ann', lastName: 'Alpha' });
  });

  it('takes a single word as the last name, and nothing as nothing', () => {
    expect(splitFullName('Alpha')).toEqual({ firstName: '', lastName: 'Alpha' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('lookup input', () => {
  it('needs a last name of at most 60 characters', () => {
    expect(UscfSearchQuerySchema.parse({ lastName: ' Alpha ' })).toEqual({
      firstName: '',
      lastName: 'Alpha',
    });
    expect(UscfSearchQuerySchema.safeParse({ firstName: 'Ann' }).success).toBe(false);
    expect(UscfSearchQuerySchema.safeParse({ lastName: '  ' }).success).toBe(false);
    expect(UscfSearchQuerySchema.safeParse({ lastName: 'x'.repeat(61) }).success).toBe(false);
    expect(
      UscfSearchQuerySchema.safeParse({ firstName: 'x'.repeat(61), lastName: 'A' }).success,
    ).toBe(false);
  });

  it('takes an id of exactly eight digits', () => {
    expect(UscfIdParamsSchema.safeParse({ uscfId: '12345678' }).success).toBe(true);
    for (const uscfId of ['1234567', '123456789', '1234567a', ''])
      expect(UscfIdParamsSchema.safeParse({ uscfId }).success).toBe(false);
  });
});
