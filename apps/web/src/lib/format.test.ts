import { describe, expect, it } from 'vitest';
import { telHref, toIsoWithLocalOffset } from '@/lib/format';

// The date and time formats themselves are tested with them, in packages/shared/src/rules/dates.test.ts.
describe('browser-side conversions', () => {
  it('dials a phone number written for people', () => {
    expect(telHref('(972) 555-0142')).toBe('tel:9725550142');
    expect(telHref('+1 972-555-0142')).toBe('tel:+19725550142');
  });

  it('writes a picked date and time as ISO with the browser offset for that date', () => {
    const iso = toIsoWithLocalOffset('2026-07-04', '15:30');
    expect(iso).toMatch(/^2026-07-04T15:30:00[+-]\d\d:\d\d$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 6, 4, 15, 30).getTime());
  });
});
