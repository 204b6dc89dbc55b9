import { describe, expect, it } from 'vitest';
import { formatClock } from '@/chess/logic/clock-face';

describe('a chess clock face', () => {
  it.each([
    [300_000, '05:00'],
    [299_000, '04:59'],
    [61_999, '01:01'],
    [10_000, '00:10'],
    [9_999, '00:09.9'],
    [3_000, '00:03.0'],
    [450, '00:00.4'],
    [0, '00:00.0'],
    [-20, '00:00.0'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [5_400_000, '1:30:00'],
    [36_000_000, '10:00:00'],
  ])('shows %i ms as %s', (ms, face) => {
    expect(formatClock(ms)).toBe(face);
  });
});
