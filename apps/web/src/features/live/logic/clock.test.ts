import { describe, expect, it } from 'vitest';
import { formatClockMs, msLeft } from '@/features/live/logic/clock';

describe('formatClockMs', () => {
  it.each([
    [300_000, '05:00'],
    [61_999, '01:01'],
    [10_000, '00:10'],
    [9_999, '00:09.9'],
    [450, '00:00.4'],
    [0, '00:00.0'],
    [-20, '00:00.0'],
    [5_400_000, '90:00'],
  ])('shows %i ms as %s', (ms, face) => {
    expect(formatClockMs(ms)).toBe(face);
  });
});

describe('msLeft', () => {
  it('counts a running clock down from the moment its state arrived', () => {
    expect(msLeft(60_000, true, 1_000, 3_500)).toBe(57_500);
  });

  it('keeps a stopped clock and never goes below zero', () => {
    expect(msLeft(60_000, false, 1_000, 90_000)).toBe(60_000);
    expect(msLeft(1_000, true, 0, 5_000)).toBe(0);
  });
});
