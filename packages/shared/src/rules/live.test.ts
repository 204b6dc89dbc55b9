import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  canChat,
  canUsePlayLive,
  chatMessageProblem,
  LIVE_READ_PACE_MS,
  LIVE_REFETCH_SPREAD_MS,
  liveReadSpreadMs,
  pgnTimeControl,
  PRESENCE_REFETCH_GAP_MS,
  presenceRefetchDelay,
  timeControlClock,
  type TimeControl,
} from './live.js';

describe('live play rules', () => {
  it.each([
    ['3+2', { initialMs: 180_000, incrementMs: 2_000 }, '180+2'],
    ['5+3', { initialMs: 300_000, incrementMs: 3_000 }, '300+3'],
    ['10+5', { initialMs: 600_000, incrementMs: 5_000 }, '600+5'],
    ['15+10', { initialMs: 900_000, incrementMs: 10_000 }, '900+10'],
    ['untimed', null, '-'],
  ] as const)('%s is clock %j and PGN TimeControl %s', (tc, clock, pgn) => {
    expect(timeControlClock(tc as TimeControl)).toEqual(clock);
    expect(pgnTimeControl(tc as TimeControl)).toBe(pgn);
  });

  it.each([
    [['student'], true],
    [['coach'], true],
    [['elite'], true],
    [['admin'], true],
    [['assistant'], false],
    [['director'], false],
    [[], false],
    [null, false],
  ])('play live for roles %j is %s (others see Content Restricted)', (roles, allowed) => {
    expect(canUsePlayLive(roles)).toBe(allowed);
  });

  const student = { roles: ['student'] };
  const eliteStudent = { roles: ['student', 'elite'] };
  const coach = { roles: ['coach'] };
  const admin = { roles: ['admin'] };
  const elite = { roles: ['elite'] };
  const visitor = { roles: [] };
  const closed = { studentsMayChatWithStudents: false };
  const open = { studentsMayChatWithStudents: true };
  it.each([
    ['student → coach', student, coach, closed, true],
    ['student → admin', student, admin, closed, true],
    ['coach → student', coach, student, closed, true],
    ['admin → student', admin, student, closed, true],
    ['coach → admin', coach, admin, closed, true],
    ['student → student, setting off', student, student, closed, false],
    ['student → student, setting on', student, student, open, true],
    ['elite student → student, setting off', eliteStudent, student, closed, false],
    ['student → elite member, setting off', student, elite, closed, false],
    ['elite member → student, setting on', elite, student, open, true],
    ['elite member → elite member', elite, elite, closed, true],
    ['student assistant → student', { roles: ['student', 'assistant'] }, student, closed, true],
    ['assistant who is not a member → coach', { roles: ['assistant'] }, coach, open, false],
    ['coach → a visitor', coach, visitor, open, false],
    ['a visitor → coach', visitor, coach, open, false],
  ])('%s: %s', (_label, sender, recipient, settings, allowed) => {
    expect(canChat(sender, recipient, settings)).toBe(allowed);
  });

  it('keeps students apart by default (children are members)', () => {
    expect(canChat(student, student)).toBe(false);
  });

  it.each([
    ['hello', null],
    ['line one\nline two\ttabbed', null],
    ['  ', CHAT_MESSAGES.empty],
    ['', CHAT_MESSAGES.empty],
    ['x'.repeat(CHAT_MESSAGE_MAX), null],
    ['x'.repeat(CHAT_MESSAGE_MAX + 1), CHAT_MESSAGES.tooLong],
    ['♞'.repeat(CHAT_MESSAGE_MAX), null],
    ['nul\u0000byte', CHAT_MESSAGES.control],
    ['bell\u0007', CHAT_MESSAGES.control],
    ['escape\u001b[31m', CHAT_MESSAGES.control],
    ['c1\u0085', CHAT_MESSAGES.control],
  ])('message %j has problem %j', (text, problem) => {
    expect(chatMessageProblem(text)).toBe(problem);
  });
});

describe('presenceRefetchDelay', () => {
  it('reads soon after a quiet spell in a small club, spread over LIVE_REFETCH_SPREAD_MS', () => {
    expect(presenceRefetchDelay(Number.POSITIVE_INFINITY, 20, 0)).toBe(0);
    expect(presenceRefetchDelay(60_000, 20, 0.5)).toBe(LIVE_REFETCH_SPREAD_MS / 2);
  });
  it('never reads again sooner than PRESENCE_REFETCH_GAP_MS after the last read', () => {
    expect(presenceRefetchDelay(1_000, 20, 0)).toBe(PRESENCE_REFETCH_GAP_MS - 1_000);
    expect(presenceRefetchDelay(0, 20, 0.99)).toBeGreaterThanOrEqual(PRESENCE_REFETCH_GAP_MS);
  });
  it("spreads a big club's lobbies so that the servers get about 100 reads a second", () => {
    const online = 2_000;
    expect(liveReadSpreadMs(online)).toBe(online * LIVE_READ_PACE_MS);
    const delays = Array.from({ length: online }, (_, i) =>
      presenceRefetchDelay(Number.POSITIVE_INFINITY, online, i / online),
    );
    const inBusiestSecond = Math.max(
      ...Array.from(
        { length: 20 },
        (_, s) => delays.filter((d) => Math.floor(d / 1000) === s).length,
      ),
    );
    expect(inBusiestSecond).toBeLessThanOrEqual(1000 / LIVE_READ_PACE_MS);
    // And a tab waits for the spread since its last read, not only the gap.
    expect(presenceRefetchDelay(5_000, online, 0)).toBe(online * LIVE_READ_PACE_MS - 5_000);
  });
});
