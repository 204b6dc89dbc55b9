import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  decidePayLater,
  holdEndBefore,
  payLaterShare,
  visitorPayLaterShare,
  type PayLaterEvent,
  type PayLaterLimits,
} from './holds.js';

/** The server's defaults (docs/decisions/0046). */
const LIMITS: PayLaterLimits = {
  holdHours: 72,
  cutoffHours: 24,
  sharePercent: 50,
  visitorSharePercent: 25,
  visitorMinSeats: 3,
};
const HOUR = 3_600_000;
const NOW = new Date('2026-06-01T12:00:00Z');
const inHours = (h: number) => new Date(NOW.getTime() + h * HOUR);

const week = (overrides: Partial<PayLaterEvent> = {}): PayLaterEvent => ({
  name: 'Week 1 Full Day',
  capacity: 5,
  startsAt: inHours(24 * 30),
  seats: 1,
  held: 0,
  heldByVisitor: 0,
  ...overrides,
});

describe('pay-later holds', () => {
  it.each([
    // capacity, the event's share, one account's share
    [1, 1, 1],
    [5, 3, 3],
    [10, 5, 3],
    [20, 10, 5],
    [30, 15, 7],
    [150, 75, 37],
  ])('a place limit of %i lets pay-later holds take %i, one account %i', (capacity, all, one) => {
    expect(payLaterShare(capacity, LIMITS)).toBe(all);
    expect(visitorPayLaterShare(capacity, LIMITS)).toBe(one);
  });

  it.each([
    ['far away: the whole hold', inHours(24 * 30), inHours(72)],
    ['in 50 hours: until 24 hours before', inHours(50), inHours(26)],
    ['in 24 hours exactly: none', inHours(24), null],
    ['started: none', inHours(-1), null],
    ['no start ahead: the whole hold', null, inHours(72)],
  ])('ends a hold of an event %s', (_name, startsAt, expected) => {
    expect(holdEndBefore(NOW, startsAt, 72, 24)).toEqual(expected);
  });

  it('holds for a signed-in family of three in a five-place week until 72 hours from now', () => {
    expect(
      decidePayLater({ now: NOW, signedIn: true, events: [week({ seats: 3 })], limits: LIMITS }),
    ).toEqual({ ok: true, holdUntil: inHours(72) });
  });

  it('ends the hold at the cut-off of the earliest event in the cart', () => {
    const events = [
      week({ startsAt: inHours(40) }),
      week({ name: 'Week 2', startsAt: inHours(30) }),
    ];
    expect(decidePayLater({ now: NOW, signedIn: true, events, limits: LIMITS })).toEqual({
      ok: true,
      holdUntil: inHours(6),
    });
  });

  it.each<[string, boolean, PayLaterEvent, string]>([
    ['a visitor not signed in', false, week(), MESSAGES.payLaterNeedsAccount],
    [
      'an event starting within the cut-off',
      true,
      week({ startsAt: inHours(20) }),
      MESSAGES.payLaterTooLate('Week 1 Full Day', 24),
    ],
    [
      'a fourth pay-later place of five',
      true,
      week({ held: 3 }),
      MESSAGES.payLaterShareFull('Week 1 Full Day'),
    ],
    [
      'an account past its own share of twenty',
      true,
      week({ capacity: 20, held: 5, heldByVisitor: 5 }),
      MESSAGES.payLaterVisitorShare('Week 1 Full Day', 5),
    ],
  ])('refuses %s, saying what to do instead', (_name, signedIn, event, message) => {
    const decision = decidePayLater({ now: NOW, signedIn, events: [event], limits: LIMITS });
    expect(decision).toMatchObject({ ok: false, refusal: { message } });
  });

  it('asks no account for places that are not limited', () => {
    const open = week({ capacity: null, held: 100 });
    expect(decidePayLater({ now: NOW, signedIn: false, events: [open], limits: LIMITS })).toEqual({
      ok: true,
      holdUntil: inHours(72),
    });
  });
});
