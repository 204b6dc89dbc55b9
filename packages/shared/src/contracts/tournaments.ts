import { z } from 'zod';
import { DateSchema, requiredString, TimeSchema } from './fields.js';
import {
  COUPON_CODE_MAX,
  COUPON_PAGE_SIZE_MAX,
  COUPON_TYPES,
  ENTRY_PAYMENT_METHODS,
  TOURNAMENT_CAPACITY_MAX,
  TOURNAMENT_DEFAULTS,
  TOURNAMENT_DEFAULT_SECTIONS,
  TOURNAMENT_DURATION_MAX,
  TOURNAMENT_DURATION_MIN,
  TOURNAMENT_HTML_MAX,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_ROUNDS_MAX,
  TOURNAMENT_SECTIONS_MAX,
  TOURNAMENT_SECTION_NAME_MAX,
  TOURNAMENT_SHORT_DESCRIPTION_MAX,
  TOURNAMENT_SHORT_NAME_MAX,
  TOURNAMENT_TEXT_MAX,
  TOURNAMENT_TIME_CONTROL_MAX,
  TOURNAMENT_TYPES,
} from './tournament-limits.js';

/**
 * Tournaments and coupons (spec 2 §2 "Tournaments", §3 "Tournament", "Coupon", §4, §5, §6, §7
 * "Tournaments and coupons", §9; spec 1's weekly tournament constants; issue 15;
 * docs/decisions/0036). Money is integer cents (the spec's entryFees, clubEntryFees, … are
 * `…Cents` here). Paths are under /api.
 *
 * | Method and path                   | Access | Body / answer |
 * | GET tournaments/upcoming          | public | `TournamentCard[]`: from today, soonest first (≤ 100) |
 * | GET tournaments/ongoing           | public | `TournamentCard[]`: today's (a weekly event is one day) |
 * | GET tournaments/last3Months       | public | `TournamentCard[]`: the last three months', newest first (≤ 200) |
 * | GET tournaments/{shortName}       | public | `Tournament` (HTML sanitized) |
 * | GET tournament/{id}               | public | `Tournament` |
 * | POST tournaments                  | admin  | `TournamentSave` → `Tournament` (201); with `id`: update |
 * | GET tournament-coupons            | admin  | `CouponPage` (paged; `?tournamentId`) |
 * | POST tournament-coupons           | admin  | `CouponSave` → `Coupon` (with `id`: update) |
 * | DELETE tournament-coupons/{id}    | admin  | 204 |
 * | POST cart/applyCoupon             | public (rate-limited) | `ApplyCoupon` → `AppliedCoupon` |
 *
 * Stored HTML (description, pairings, standings) is sanitized on the server with an allow-list
 * before it is saved and again when it is shown: no script, event handler or javascript: address.
 */

const cents = z.number().int().min(0).max(10_000_000);
const html = z.string().max(TOURNAMENT_HTML_MAX).nullish();
const text = (max = TOURNAMENT_TEXT_MAX) => z.string().trim().max(max).nullish();
const sectionName = z.string().trim().min(1).max(TOURNAMENT_SECTION_NAME_MAX);

/** One section of a major event with its three fees (spec 2 §3: earlyBirdEntryFee, entryFee, lateEntryFee, rated). */
export const MajorSectionSchema = z.object({
  name: sectionName,
  earlyBirdEntryFeeCents: cents,
  entryFeeCents: cents,
  lateEntryFeeCents: cents,
  rated: z.boolean(),
});
export type MajorSection = z.infer<typeof MajorSectionSchema>;

/**
 * A major event's fee rules (spec 2 §3 "sections" JSON): the sections with their fees, the
 * early-bird deadline (the early fee applies before it), the late-entry start (the late fee from
 * it on), the club member discount and the play-up fee. Edited as a form, never as raw JSON.
 */
export const MajorEventFeesSchema = z
  .object({
    sections: z.array(MajorSectionSchema).min(1).max(TOURNAMENT_SECTIONS_MAX),
    earlyBirdDeadline: DateSchema.nullable(),
    lateEntryStartDate: DateSchema.nullable(),
    clubMemberDiscountCents: cents,
    playUpFeeCents: cents,
  })
  .refine((m) => new Set(m.sections.map((s) => s.name.toLowerCase())).size === m.sections.length, {
    error: TOURNAMENT_MESSAGES.sectionRepeated,
    path: ['sections'],
  })
  .refine(
    (m) =>
      !m.earlyBirdDeadline || !m.lateEntryStartDate || m.earlyBirdDeadline < m.lateEntryStartDate,
    { error: TOURNAMENT_MESSAGES.lateBeforeEarly, path: ['lateEntryStartDate'] },
  );
export type MajorEventFees = z.infer<typeof MajorEventFeesSchema>;

/** The card of the listings (§2 /tournaments, /tournaments/ongoing). */
export const TournamentCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  shortDescription: z.string().nullable(),
  /** §4: Team, Rapid (G/30…), Blitz (G/5…) or Classical, and its emoji. */
  type: z.enum(TOURNAMENT_TYPES),
  emoji: z.string(),
  timeControl: z.string(),
  entryFeesCents: z.number().int(),
  clubEntryFeesCents: z.number().int().nullable(),
  rounds: z.number().int(),
  /** YYYY-MM-DD and HH:MM in the club's time zone. */
  tournamentDate: z.string(),
  startTime: z.string(),
  prizeText: z.string().nullable(),
  majorEvent: z.boolean(),
  teamEvent: z.boolean(),
  rated: z.boolean(),
  fideRated: z.boolean(),
  online: z.boolean(),
  soldout: z.boolean(),
  showEntries: z.boolean(),
  imageUrl: z.string().nullable(),
  /**
   * Whether pairings or standings exist, as pasted HTML or as a round the director published (the
   * ongoing cards link to them).
   */
  hasPairings: z.boolean(),
  hasStandings: z.boolean(),
});
export type TournamentCard = z.infer<typeof TournamentCardSchema>;

/** GET tournaments/{shortName}, tournament/{id}: everything the detail, results and registration pages need. */
export const TournamentSchema = TournamentCardSchema.extend({
  /** Sanitized HTML. */
  descriptionHtml: z.string().nullable(),
  pairingsHtml: z.string().nullable(),
  standingsHtml: z.string().nullable(),
  bgImage: z.string().nullable(),
  gradeEvent: z.boolean(),
  /** Section names: a major event's, or the weekly list. */
  sections: z.array(z.string()),
  /**
   * The sections with a round the director has published (issue 33), in the sections' order: the
   * only ones whose live pairings and standings exist (GET tournament/{id}/pairings?section=).
   * Empty for a tournament run elsewhere (its pasted HTML is all there is).
   */
  liveSections: z.array(z.string()),
  /** A major event's fee rules; null for a weekly event (entryFees / clubEntryFees). */
  majorFees: MajorEventFeesSchema.nullable(),
  /** Schedules a player may choose (e.g. "2-day", "3-day"); may be empty. */
  schedules: z.array(z.string()),
  /** §9's list for this event (sold out: waitingList only). */
  paymentMethods: z.array(z.enum(ENTRY_PAYMENT_METHODS)),
  /** Half-point byes a player may request (0: none). */
  maxByes: z.number().int(),
  /** Places in the main list; null: no limit (sold out only when an admin says so). */
  capacity: z.number().int().nullable(),
  durationMinutes: z.number().int(),
  locationId: z.number().int().nullable(),
});
export type Tournament = z.infer<typeof TournamentSchema>;

export const TournamentShortNameParamsSchema = z.object({
  shortName: z.string().min(1).max(TOURNAMENT_SHORT_NAME_MAX),
});

/**
 * POST tournaments (spec 2 §5 "Tournament add"): name and tournament date required ("Please
 * enter required field"); the short name, when blank, is made from the name
 * (`tournamentShortName`); the rest defaults as §9 says.
 */
export const TournamentSaveSchema = z
  .object({
    id: z.number().int().positive().optional(),
    name: requiredString(TOURNAMENT_NAME_MAX, { required: TOURNAMENT_MESSAGES.required }),
    shortName: z
      .string()
      .trim()
      .max(TOURNAMENT_SHORT_NAME_MAX)
      .regex(/^[a-z0-9-]*$/, { error: 'Use lowercase letters, digits and hyphens.' })
      .nullish(),
    tournamentDate: DateSchema,
    startTime: TimeSchema.default(TOURNAMENT_DEFAULTS.startTime),
    durationMinutes: z
      .number()
      .int()
      .min(TOURNAMENT_DURATION_MIN)
      .max(TOURNAMENT_DURATION_MAX)
      .default(TOURNAMENT_DEFAULTS.durationMinutes),
    timeControl: z
      .string()
      .trim()
      .min(1)
      .max(TOURNAMENT_TIME_CONTROL_MAX)
      .default(TOURNAMENT_DEFAULTS.timeControl),
    rounds: z.number().int().min(1).max(TOURNAMENT_ROUNDS_MAX).default(TOURNAMENT_DEFAULTS.rounds),
    entryFeesCents: cents.default(TOURNAMENT_DEFAULTS.entryFeesCents),
    clubEntryFeesCents: cents.nullable().default(TOURNAMENT_DEFAULTS.clubEntryFeesCents),
    shortDescription: text(TOURNAMENT_SHORT_DESCRIPTION_MAX),
    descriptionHtml: html,
    pairingsHtml: html,
    standingsHtml: html,
    prizeText: text(),
    bgImage: text(500),
    imageUrl: text(500),
    sections: z
      .array(sectionName)
      .max(TOURNAMENT_SECTIONS_MAX)
      .default([...TOURNAMENT_DEFAULT_SECTIONS]),
    majorEvent: z.boolean().default(false),
    majorFees: MajorEventFeesSchema.nullish(),
    schedules: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
    teamEvent: z.boolean().default(false),
    gradeEvent: z.boolean().default(false),
    rated: z.boolean().default(true),
    fideRated: z.boolean().default(false),
    online: z.boolean().default(false),
    soldout: z.boolean().default(false),
    showEntries: z.boolean().default(true),
    maxByes: z
      .number()
      .int()
      .min(0)
      .max(TOURNAMENT_ROUNDS_MAX)
      .default(TOURNAMENT_DEFAULTS.maxByes),
    capacity: z.number().int().min(1).max(TOURNAMENT_CAPACITY_MAX).nullish(),
    locationId: z.number().int().positive().nullish(),
  })
  .refine((t) => !t.majorEvent || !!t.majorFees, {
    error: 'A major event needs its sections and fees.',
    path: ['majorFees'],
  })
  .refine(
    (t) =>
      !t.majorFees ||
      [t.majorFees.earlyBirdDeadline, t.majorFees.lateEntryStartDate].every(
        (d) => !d || d <= t.tournamentDate,
      ),
    { error: TOURNAMENT_MESSAGES.afterTournament, path: ['majorFees'] },
  );
export type TournamentSave = z.input<typeof TournamentSaveSchema>;

/** A coupon (spec 2 §3): tied to a tournament, or to none (then it serves every cart, camps too). */
export const CouponSchema = z.object({
  id: z.number().int(),
  tournamentId: z.number().int().nullable(),
  couponType: z.enum(COUPON_TYPES),
  couponCode: z.string(),
  /** FLAT_FEE: cents off; PERCENTAGE: whole percent off (1–100). */
  couponValue: z.number().int(),
  /** YYYY-MM-DD, the last day it works; null: no expiry. */
  expirationDate: z.string().nullable(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponSaveSchema = z
  .object({
    id: z.number().int().positive().optional(),
    tournamentId: z.number().int().positive().nullish(),
    couponType: z.enum(COUPON_TYPES),
    /** Spec 2 §5: required; codes compare without case. */
    couponCode: requiredString(COUPON_CODE_MAX, { required: TOURNAMENT_MESSAGES.required }).regex(
      /^[A-Za-z0-9_-]+$/,
      { error: 'Use letters, digits, _ and -.' },
    ),
    couponValue: z.number().int().min(1).max(10_000_000),
    expirationDate: DateSchema.nullish(),
  })
  .refine((c) => c.couponType !== 'PERCENTAGE' || c.couponValue <= 100, {
    error: TOURNAMENT_MESSAGES.percentTooHigh,
    path: ['couponValue'],
  });
export type CouponSave = z.input<typeof CouponSaveSchema>;

export const CouponListQuerySchema = z.object({
  tournamentId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(COUPON_PAGE_SIZE_MAX).default(25),
});
export const CouponPageSchema = z.object({
  items: z.array(CouponSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type CouponPage = z.infer<typeof CouponPageSchema>;

/**
 * POST cart/applyCoupon (spec 1 §7; it serves the camp cart too): the code and what it would
 * apply to. The server prices the cart itself; `amountCents` only says what the page shows.
 */
export const ApplyCouponSchema = z.object({
  couponCode: z.string().trim().max(COUPON_CODE_MAX),
  /** The tournament being registered for; absent for a camp or after-school cart. */
  tournamentId: z.number().int().positive().nullish(),
  amountCents: cents,
});
export type ApplyCoupon = z.input<typeof ApplyCouponSchema>;
/** A discount of 0 means the code gives nothing: the page says "Invalid coupon code". */
export const AppliedCouponSchema = z.object({
  couponCode: z.string(),
  discountCents: z.number().int(),
  message: z.string().nullable(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;
