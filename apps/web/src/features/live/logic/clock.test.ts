import { describe, expect, it } from 'vitest';
import { msLeft } from '@/features/live/logic/clock';

describe('msLeft', () => {
  it('counts a running clock down from the moment its state arrived', () => {
    expect(msLeft(60_000, true, 1_000, 3_500)).toBe(57_500);
  });

  it('keeps a stopped clock and never goes below zero', () => {
    expect(msLeft(60_000, false, 1_000, 90_000)).toBe(60_000);
    expect(msLeft(1_000, true, 0, 5_000)).toBe(0);
  });
});
