import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_CONTROL,
  createClock,
  flagged,
  pressClock,
  stopClock,
  timeLeft,
  TIME_CONTROLS,
} from '@/features/engine/logic/clock';

const SPEC_CONTROL = TIME_CONTROLS.find((control) => control.id === '3s+1.5s')!;

describe('clock', () => {
  it('starts a game at 15 minutes and 10 seconds a move, a clock a child can play', () => {
    expect(DEFAULT_TIME_CONTROL).toMatchObject({ initialMs: 900_000, incrementMs: 10_000 });
    const clock = createClock(DEFAULT_TIME_CONTROL)!;
    expect([clock.white, clock.black, clock.running]).toEqual([900_000, 900_000, null]);
  });

  it("keeps the spec's 3,000 ms plus 1,500 ms a move as a choice (spec 2 §9)", () => {
    expect(SPEC_CONTROL).toMatchObject({ initialMs: 3_000, incrementMs: 1_500 });
  });

  it("runs nothing until the first press, then the mover's used time comes off and the increment goes on", () => {
    let clock = createClock(SPEC_CONTROL)!;
    // Black's first move starts White's clock only.
    clock = pressClock(clock, 'b', 1_000);
    expect(clock.running).toBe('w');
    expect(timeLeft(clock, 'b', 9_000)).toBe(3_000);
    // White uses 1,000 ms, gets 1,500 back.
    clock = pressClock(clock, 'w', 2_000);
    expect(timeLeft(clock, 'w', 2_000)).toBe(3_500);
    expect(timeLeft(clock, 'b', 2_500)).toBe(2_500);
  });

  it('flags the side whose time runs out, and stops with the time kept', () => {
    let clock = pressClock(createClock(SPEC_CONTROL)!, 'w', 0);
    expect(flagged(clock, 2_999)).toBeNull();
    expect(flagged(clock, 3_000)).toBe('b');
    clock = stopClock(clock, 1_000);
    expect([clock.running, clock.black]).toEqual([null, 2_000]);
  });

  it('has no clock for an untimed game', () => {
    expect(createClock(TIME_CONTROLS.find((c) => c.id === 'untimed')!)).toBeNull();
  });
});
