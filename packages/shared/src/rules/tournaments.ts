/**
 * Tournament rules (spec 2 §4, §5, §6, §9; issue 15; docs/decisions/0036): the card type, the
 * short name made from the name, the payment methods an event offers, what a coupon takes off,
 * and the entry fee. Pure: the server prices every entry with `entryFee`, the browser never.
 */
import { ENTRY_MESSAGES } from '../contracts/tournament-entry-limits.js';
import type { MajorEventFees } from '../contracts/tournaments.js';
import {
  ENTRY_ADMIN_SECTIONS,
  TOURNAMENT_TYPE_EMOJI,
  type CouponType,
  type EntryPaymentMethod,
  type TournamentType,
} from '../contracts/tournament-limits.js';
import { isStudentOrCoach, type Roles } from '../roles.js';

/** §4: a team event is Team; else G/30… is Rapid, G/5… Blitz, anything else Classical. */
export function tournamentType(t: { teamEvent: boolean; timeControl: string }): TournamentType {
  if (t.teamEvent) return 'Team';
  const control = t.timeControl.trim().toUpperCase();
  if (control.startsWith('G/30')) return 'Rapid';
  if (control.startsWith('G/5')) return 'Blitz';
  return 'Classical';
}
export const tournamentEmoji = (type: TournamentType) => TOURNAMENT_TYPE_EMOJI[type];

/** §5: lowercase, spaces to hyphens, then a hyphen and the year ("Fall Open" → "fall-open-2026"). */
export function tournamentShortName(name: string, year: number): string {
  const base = name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'tournament'}-${year}`;
}

/**
 * §9: a sold-out event takes only the waiting list; a FIDE-rated one paypal, creditCard and
 * zelle; any other also freePlayCredit (one a member a month, checked when used).
 */
export function tournamentPaymentMethods(t: {
  soldout: boolean;
  fideRated: boolean;
}): EntryPaymentMethod[] {
  if (t.soldout) return ['waitingList'];
  if (t.fideRated) return ['paypal', 'creditCard', 'zelle'];
  return ['paypal', 'creditCard', 'zelle', 'freePlayCredit'];
}

/** §6: the club member discount applies to students and coaches. */
export const getsClubMemberDiscount = (roles: Roles): boolean => isStudentOrCoach(roles);

export type CouponRule = {
  couponType: CouponType;
  couponValue: number;
  expirationDate: string | null;
  tournamentId: number | null;
};

/**
 * What a coupon takes off `amountCents` on `today` (YYYY-MM-DD, the club's time zone) for a
 * purchase of `tournamentId` (null: a camp or after-school cart): 0 when it has expired (after
 * its expiration date) or belongs to another tournament; never more than the amount.
 */
export function couponDiscount(
  coupon: CouponRule | null | undefined,
  amountCents: number,
  today: string,
  tournamentId: number | null,
): number {
  if (!coupon || amountCents <= 0) return 0;
  if (coupon.expirationDate && today > coupon.expirationDate) return 0;
  if (coupon.tournamentId !== null && coupon.tournamentId !== tournamentId) return 0;
  const off =
    coupon.couponType === 'FLAT_FEE'
      ? coupon.couponValue
      : Math.round((amountCents * Math.min(100, coupon.couponValue)) / 100);
  return Math.max(0, Math.min(amountCents, off));
}

export type FeeKind = 'weekly' | 'earlyBird' | 'regular' | 'late';

export type EntryFeeInput = {
  tournament: {
    id: number;
    majorEvent: boolean;
    entryFeesCents: number;
    clubEntryFeesCents: number | null;
    majorFees: MajorEventFees | null;
  };
  /** The entry's section (a major event's fees are per section). */
  section: string;
  /** YYYY-MM-DD in the club's time zone. */
  today: string;
  /** A student or coach (getsClubMemberDiscount). */
  clubMember: boolean;
  playUp: boolean;
  coupon?: CouponRule | null;
};

export type EntryFee = {
  kind: FeeKind;
  baseCents: number;
  clubDiscountCents: number;
  playUpCents: number;
  couponDiscountCents: number;
  totalCents: number;
};

/**
 * The fee of one entry (§9 "Major-event fee rules"). A weekly event: the club fee for a club
 * member when it has one, else the entry fee. A major event: the section's early-bird fee before
 * the early-bird deadline, the late fee from the late-entry start date on, else the regular fee;
 * minus the club member discount for students and coaches; plus the play-up fee when ticked;
 * then the coupon; never below zero. An unknown section of a major event throws (the caller
 * validates sections first).
 */
export function entryFee(input: EntryFeeInput): EntryFee {
  const { tournament: t, today, clubMember, playUp } = input;
  let kind: FeeKind = 'weekly';
  let base: number;
  let clubDiscount = 0;
  let playUpCents = 0;
  if (t.majorEvent && t.majorFees) {
    const fees = t.majorFees;
    const section = fees.sections.find((s) => s.name === input.section);
    if (!section) throw new Error(`Unknown section ${input.section}`);
    if (fees.earlyBirdDeadline && today < fees.earlyBirdDeadline) {
      kind = 'earlyBird';
      base = section.earlyBirdEntryFeeCents;
    } else if (fees.lateEntryStartDate && today >= fees.lateEntryStartDate) {
      kind = 'late';
      base = section.lateEntryFeeCents;
    } else {
      kind = 'regular';
      base = section.entryFeeCents;
    }
    if (clubMember) clubDiscount = Math.min(base, fees.clubMemberDiscountCents);
    if (playUp) playUpCents = fees.playUpFeeCents;
  } else {
    base = t.entryFeesCents;
    if (clubMember && t.clubEntryFeesCents !== null && t.clubEntryFeesCents < base) {
      clubDiscount = base - t.clubEntryFeesCents;
    }
  }
  const beforeCoupon = Math.max(0, base - clubDiscount + playUpCents);
  const couponDiscountCents = couponDiscount(input.coupon, beforeCoupon, today, t.id);
  return {
    kind,
    baseCents: base,
    clubDiscountCents: clubDiscount,
    playUpCents,
    couponDiscountCents,
    totalCents: beforeCoupon - couponDiscountCents,
  };
}

/** The sections an entry may choose: a major event's, else the tournament's, else §9's admin list. */
export function entrySections(t: {
  sections: readonly string[];
  majorFees: MajorEventFees | null;
}): string[] {
  if (t.majorFees) return t.majorFees.sections.map((s) => s.name);
  if (t.sections.length) return [...t.sections];
  return [...ENTRY_ADMIN_SECTIONS];
}

/** The month a free play credit belongs to: the tournament's (YYYY-MM). One credit a member a month. */
export const freePlayMonth = (tournamentDate: string): string => tournamentDate.slice(0, 7);

/**
 * What is wrong with a player's half-point bye requests, or null: rounds 1 to `rounds`, each
 * once, at most `maxByes` of them.
 */
export function byeProblem(
  byes: readonly number[],
  t: { rounds: number; maxByes: number },
): string | null {
  if (byes.some((r) => !Number.isInteger(r) || r < 1 || r > t.rounds))
    return ENTRY_MESSAGES.byeRoundOutOfRange(t.rounds);
  if (new Set(byes).size !== byes.length) return ENTRY_MESSAGES.byeRepeated;
  if (byes.length > t.maxByes) return ENTRY_MESSAGES.tooManyByes(t.maxByes);
  return null;
}

/** YYYY-MM-DD plus `days` (negative to go back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Whether a freed place is still offered to the waiting list on `today`: offers stop the day
 * before the event (issue 15), so an offer is made only up to two days before it.
 */
export const waitingListOffersOpen = (today: string, tournamentDate: string): boolean =>
  today < addDays(tournamentDate, -1);

/** Online registration is open through the tournament's day. */
export const registrationOpen = (today: string, tournamentDate: string): boolean =>
  today <= tournamentDate;

/** Main-list places left: null without a limit, never below zero. */
export const placesLeft = (capacity: number | null, taken: number): number | null =>
  capacity === null ? null : Math.max(0, capacity - taken);

/** SwissSys and US Chess write a player's name "Last, First": the last word first. */
export function lastFirstName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words.join('');
  const last = words[words.length - 1]!;
  return `${last}, ${words.slice(0, -1).join(' ')}`;
}
