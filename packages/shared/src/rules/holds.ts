import { MESSAGES } from '../messages.js';

/**
 * Unpaid holds (docs/decisions/0046): what a registration paid later (Zelle) may hold, and until
 * when. Pure rules over counts the server gives; the payments desk applies them to every kind of
 * order, the waiting list to its offers.
 */

const HOUR_MS = 3_600_000;

/** How pay-later holds are limited: the server's settings (apps/server config). */
export type PayLaterLimits = {
  /** The longest a pay-later hold lasts, in hours (ZELLE_HOLD_HOURS). */
  holdHours: number;
  /** A pay-later hold ends at least this many hours before its event starts. */
  cutoffHours: number;
  /** Percent of an event's places that pay-later holds may take together (rounded up). */
  sharePercent: number;
  /** Percent of an event's places one account may hold by paying later (rounded down)… */
  visitorSharePercent: number;
  /** …but at least this many (a family's children), and never more than the event's share. */
  visitorMinSeats: number;
};

/**
 * When a hold of `hours` made at `now` ends: `hours` later, but never later than `cutoffHours`
 * before the event starts. Null when that moment has passed: the event is too near to wait for
 * the money. `startsAt` null: no start ahead to protect.
 */
export function holdEndBefore(
  now: Date,
  startsAt: Date | null,
  hours: number,
  cutoffHours: number,
): Date | null {
  const full = now.getTime() + hours * HOUR_MS;
  const latest = startsAt ? startsAt.getTime() - cutoffHours * HOUR_MS : full;
  const end = Math.min(full, latest);
  return end > now.getTime() ? new Date(end) : null;
}

/** The places of an event of `capacity` that pay-later holds may take together. */
export const payLaterShare = (capacity: number, limits: Pick<PayLaterLimits, 'sharePercent'>) =>
  Math.ceil((capacity * limits.sharePercent) / 100);

/** The places of an event of `capacity` one account may hold while paying later. */
export const visitorPayLaterShare = (capacity: number, limits: PayLaterLimits) =>
  Math.min(
    payLaterShare(capacity, limits),
    Math.max(limits.visitorMinSeats, Math.floor((capacity * limits.visitorSharePercent) / 100)),
  );

/** One event whose places a pay-later checkout would hold. */
export type PayLaterEvent = {
  /** As the payer knows it, e.g. "Week 1 Full Day". */
  name: string;
  /** Its places; null when they are not limited (nothing scarce is held). */
  capacity: number | null;
  /** When it starts; null when no start is ahead (a program already running). */
  startsAt: Date | null;
  /** Places this checkout takes. */
  seats: number;
  /** Places unpaid pay-later orders hold in it now: everyone's, and this account's. */
  held: number;
  heldByVisitor: number;
};

export type PayLaterRefusal = {
  code:
    | 'PAY_LATER_NEEDS_ACCOUNT'
    | 'PAY_LATER_TOO_LATE'
    | 'PAY_LATER_SHARE_FULL'
    | 'PAY_LATER_VISITOR_SHARE';
  message: string;
};

export type PayLaterDecision =
  { ok: true; holdUntil: Date } | { ok: false; refusal: PayLaterRefusal };

/**
 * Whether a checkout paid later may hold `events`' places, and until when. In order: places that
 * are limited are held only for a signed-in account; no event may start within `cutoffHours`;
 * pay-later holds take at most the event's share (so paying customers can always still buy), and
 * one account at most its own share. The hold ends `holdHours` from now or at the earliest
 * event's cut-off, whichever comes first.
 */
export function decidePayLater(input: {
  now: Date;
  signedIn: boolean;
  events: readonly PayLaterEvent[];
  limits: PayLaterLimits;
}): PayLaterDecision {
  const { now, signedIn, events, limits } = input;
  const refuse = (code: PayLaterRefusal['code'], message: string): PayLaterDecision => ({
    ok: false,
    refusal: { code, message },
  });
  const scarce = events.filter((e) => e.capacity !== null);
  if (!signedIn && scarce.length > 0) {
    return refuse('PAY_LATER_NEEDS_ACCOUNT', MESSAGES.payLaterNeedsAccount);
  }
  let holdUntil = new Date(now.getTime() + limits.holdHours * HOUR_MS);
  for (const e of events) {
    const end = holdEndBefore(now, e.startsAt, limits.holdHours, limits.cutoffHours);
    if (!end)
      return refuse('PAY_LATER_TOO_LATE', MESSAGES.payLaterTooLate(e.name, limits.cutoffHours));
    if (end < holdUntil) holdUntil = end;
  }
  for (const e of scarce) {
    if (e.held + e.seats > payLaterShare(e.capacity!, limits)) {
      return refuse('PAY_LATER_SHARE_FULL', MESSAGES.payLaterShareFull(e.name));
    }
    const mine = visitorPayLaterShare(e.capacity!, limits);
    if (e.heldByVisitor + e.seats > mine) {
      return refuse('PAY_LATER_VISITOR_SHARE', MESSAGES.payLaterVisitorShare(e.name, mine));
    }
  }
  return { ok: true, holdUntil };
}
