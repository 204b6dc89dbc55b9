import { MESSAGES } from '../messages.js';

/**
 * Tournament limits, types, defaults, payment methods and messages: plain values, no zod, so the
 * public pages that need one (a registration form's coupon box, a card's emoji) load no schema
 * (docs/decisions/0025, 0058). The schemas that check them are in tournaments.ts.
 */

export const TOURNAMENT_NAME_MAX = 200;
export const TOURNAMENT_SHORT_NAME_MAX = 120;
export const TOURNAMENT_HTML_MAX = 200_000;
export const TOURNAMENT_TEXT_MAX = 2_000;
export const TOURNAMENT_SECTION_NAME_MAX = 40;
export const TOURNAMENT_SECTIONS_MAX = 20;
export const TOURNAMENT_ROUNDS_MAX = 15;
/** A tournament's length in minutes: half an hour to three days. */
export const TOURNAMENT_DURATION_MIN = 30;
export const TOURNAMENT_DURATION_MAX = 24 * 60 * 3;
export const TOURNAMENT_TIME_CONTROL_MAX = 60;
export const TOURNAMENT_SHORT_DESCRIPTION_MAX = 500;
/** Places in a tournament's main list, when it limits them. */
export const TOURNAMENT_CAPACITY_MAX = 10_000;
export const COUPON_CODE_MAX = 40;
export const COUPON_PAGE_SIZE_MAX = 100;
export const TOURNAMENT_UPCOMING_MAX = 100;
export const TOURNAMENT_RECENT_MAX = 200;

/** Spec 2 §9: a new tournament's sections, and the admin add-entry form's. */
export const TOURNAMENT_DEFAULT_SECTIONS = ['Champ', 'U1600', 'U800', 'U400'] as const;
export const ENTRY_ADMIN_SECTIONS = ['Champ', 'U800', 'U400', 'U200'] as const;
/** Spec 2 §9 and spec 1 (weekly: USCF rated, Saturday 2:00 pm, G/30 d5, $25). */
export const TOURNAMENT_DEFAULTS = {
  entryFeesCents: 2500,
  clubEntryFeesCents: 2000,
  timeControl: 'G/30 d5',
  rounds: 4,
  startTime: '14:00',
  durationMinutes: 240,
  maxByes: 1,
} as const;

export const COUPON_TYPES = ['FLAT_FEE', 'PERCENTAGE'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** §4 card types by time control and team flag, with their emoji. */
export const TOURNAMENT_TYPES = ['Team', 'Rapid', 'Blitz', 'Classical'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];
export const TOURNAMENT_TYPE_EMOJI: Record<TournamentType, string> = {
  Team: '👥',
  Rapid: '⏱️',
  Blitz: '⚡',
  Classical: '♟️',
};

/** Spec 2 §9 payment methods; FIDE-rated events take only the first three; sold out only waitingList. */
export const ENTRY_PAYMENT_METHODS = [
  'paypal',
  'creditCard',
  'zelle',
  'freePlayCredit',
  'cardOnFile',
  'waitingList',
] as const;
export type EntryPaymentMethod = (typeof ENTRY_PAYMENT_METHODS)[number];
/** What an admin records on an entry they add (spec 2 §9). */
export const ADMIN_PAYMENT_METHODS = ['Cash', 'Zelle', 'Not Paid', 'PaypalManual'] as const;

export const TOURNAMENT_MESSAGES = {
  notFound: 'No tournament with that name.',
  idNotFound: 'No tournament with that id.',
  shortNameTaken: 'Another tournament already has this short name.',
  required: MESSAGES.pleaseEnterRequired,
  couponNotFound: 'No coupon with that id.',
  couponCodeTaken: 'Another coupon already has this code.',
  invalidCoupon: 'Invalid coupon code',
  deleted: 'Deleted Successfully!!',
  unableToDelete: 'Unable to delete: ',
  percentTooHigh: 'A percentage is at most 100.',
  sectionRepeated: 'Each section needs its own name.',
  lateBeforeEarly: 'Late entry starts after the early-bird deadline.',
  afterTournament: 'This date must be on or before the tournament date.',
} as const;
