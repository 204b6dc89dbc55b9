import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { DateSchema, EmailSchema, optionalString, requiredString } from './fields.js';
import { OrderSummarySchema } from './payments.js';
import {
  ADMIN_PAYMENT_METHODS,
  COUPON_CODE_MAX,
  ENTRY_PAYMENT_METHODS,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_ROUNDS_MAX,
  TOURNAMENT_SECTION_NAME_MAX,
} from './tournaments.js';

/**
 * Tournament entries: registration with its cart, the waiting list and its offers, the entry
 * lists, the admin's entries, the CSV upload, the e-mails and the SwissSys export (spec 2 §2
 * /tourRegister, /tourRegisterSuccess, /tourEntries, /tourEntriesAdd, /tourEntriesUpload; §3
 * "Entry", "Cart"; §4; §5; §6; §7 "Tournaments and coupons"; §8; §9; issue 15;
 * docs/decisions/0037). Money is integer cents; the server prices every entry with `entryFee`.
 *
 * | Method and path                                  | Access | Body / answer |
 * | POST tournament/{id}/cart/quote                  | public (rate-limited) | `TournamentCartQuoteRequest` → `TournamentCartQuote` |
 * | POST tournament/{id}/cart                        | public (rate-limited) | `TournamentCart` → `TournamentCartResult` (201) |
 * | GET tournament/{id}/offer?token=                 | public (rate-limited) | `EntryOffer` |
 * | POST tournament/{id}/offer/checkout              | public (rate-limited) | `OfferCheckout` → `TournamentCartResult` (201) |
 * | GET tournament/{id}/entries?waitingList&page&size | public when showEntries, else admin/assistant | `EntryPage` |
 * | POST admin/tournament/{id}/entries               | admin  | `AdminEntrySave` → `Entry` (201) |
 * | PUT admin/tournament/{id}/entries                | admin  | `AdminEntryUpdate` → `Entry` |
 * | POST admin/tournament/{id}/entries/upload        | admin  | multipart `csvFile` → `EntryUploadResult` |
 * | POST tournament/{id}/sendEmail                   | admin  | `TournamentEmail` → `EmailSentResult` |
 * | POST tournament/{id}/sendReminderEmail           | admin  | (no body) → `EmailSentResult` |
 * | GET admin/tournament/{id}/swisssys               | admin  | `<shortName>_swisssys.sjson` (attachment) |
 */

export const ENTRY_NAME_MAX = 120;
export const ENTRY_ID_MAX = 20;
export const ENTRY_TEXT_MAX = 200;
export const ENTRY_REMARK_MAX = 1_000;
/** Entries in one registration cart (a family, a school group). */
export const ENTRY_CART_MAX = 10;
export const ENTRY_PAGE_SIZE_MAX = 200;
export const ENTRY_RATING_MAX = 3_500;
/** The CSV upload: at most this many bytes and rows. */
export const ENTRY_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const ENTRY_UPLOAD_MAX_ROWS = 5_000;
/** A waiting-list offer holds the freed place this long. */
export const OFFER_HOLD_HOURS = 48;
export const TOURNAMENT_EMAIL_SUBJECT_MAX = 200;
export const TOURNAMENT_EMAIL_MESSAGE_MAX = 20_000;

/** Spec 2 §9's upload columns, in order. */
export const ENTRY_UPLOAD_COLUMNS = [
  'Name',
  'USCF ID',
  'FIDE ID',
  'USCF Rating',
  'Section',
  'Schedule',
  'Tournament fee',
  'Status',
  'Email Id',
  'Phone Number',
  'Bye Round',
  'Remark',
  'PlayUp',
  'Received',
  'Received Date',
  'Received Amount',
  'Received From',
] as const;

/** What a visitor may pay an entry with (§9; cardOnFile needs stored cards, which the club does not keep). */
export const REGISTRATION_PAYMENT_METHODS = [
  'paypal',
  'creditCard',
  'zelle',
  'freePlayCredit',
  'waitingList',
] as const;
export type RegistrationPaymentMethod = (typeof REGISTRATION_PAYMENT_METHODS)[number];
/** A waiting-list offer is paid now, within its hold: card or PayPal. */
export const OFFER_PAYMENT_METHODS = ['creditCard', 'paypal'] as const;
/** Any payment method an entry may carry: a visitor's (§9) or one an admin records. */
export const ANY_ENTRY_PAYMENT_METHODS = [
  ...ENTRY_PAYMENT_METHODS,
  ...ADMIN_PAYMENT_METHODS,
] as const;
export type AnyEntryPaymentMethod = (typeof ANY_ENTRY_PAYMENT_METHODS)[number];

export const ENTRY_MESSAGES = {
  required: MESSAGES.pleaseEnterRequired,
  thanks: 'Thanks for registering!',
  registered: 'Registered Successfully',
  waitingListed: 'You are on the waiting list. We will e-mail you if a place opens.',
  thanksForPayment: 'Thanks for the payment.',
  paymentMadeButNoEntry:
    'Payment Made but unable to add to entry list. Please wait we will correct the issue.',
  emailSent: 'Email Sent',
  swissSysDone: 'SwissSys generated and downloaded',
  contentRestricted: MESSAGES.contentRestricted,
  invalidCoupon: TOURNAMENT_MESSAGES.invalidCoupon,
  unknownSection: 'Choose one of this tournament’s sections.',
  unknownSchedule: 'Choose one of this tournament’s schedules.',
  byeRoundOutOfRange: (rounds: number) => `Bye rounds are 1 to ${rounds}.`,
  tooManyByes: (max: number) =>
    max === 0
      ? 'This tournament takes no half-point bye requests.'
      : `At most ${max} half-point bye${max === 1 ? '' : 's'} may be requested.`,
  byeRepeated: 'Each bye round once.',
  soldOut: 'This tournament is sold out. Join the waiting list instead.',
  notSoldOut: 'This tournament has places left: register and pay instead.',
  placesLeft: (n: number) =>
    n === 0
      ? 'This tournament is sold out. Join the waiting list instead.'
      : `Only ${n} place${n === 1 ? '' : 's'} left: remove ${n === 1 ? 'the other entries' : 'some entries'} from the cart.`,
  methodNotOffered: 'This payment method is not offered for this tournament.',
  freePlayNeedsMember: 'A free play credit is for club members: log in as the member first.',
  freePlayOneEntry: 'A free play credit pays for one entry: the member’s own.',
  freePlayUsed: 'You have used this month’s free play credit.',
  closed: 'Registration for this tournament has closed.',
  alreadyEntered: 'This player is already entered in this tournament.',
  offerNotFound: 'This offer link is not valid. It may have been used or replaced.',
  offerExpired: 'This offer has expired and the place has passed to the next player.',
  waitingListNeedsAccount: MESSAGES.waitingListNeedsAccount,
  waitingListVisitorShare: MESSAGES.waitingListVisitorShare,
  childNotYours: 'Choose one of your own children.',
  entryNotFound: 'No entry with that id in this tournament.',
  uploadNoFile: 'Choose a CSV file to upload.',
  uploadTooBig: 'The file is too big: at most 2 MB.',
  uploadTooManyRows: `At most ${ENTRY_UPLOAD_MAX_ROWS} rows per file.`,
  uploadEmpty: 'The file has no entries.',
  uploadBadHeader: `The first line must name the ${ENTRY_UPLOAD_COLUMNS.length} columns: ${ENTRY_UPLOAD_COLUMNS.join(', ')}.`,
  uploadRejected: (n: number) =>
    `Nothing was imported: ${n} row${n === 1 ? ' has a problem' : 's have problems'}.`,
  uploaded: (n: number) => `Imported ${n} entr${n === 1 ? 'y' : 'ies'}.`,
  noEntriesToEmail: 'This tournament has no entries to e-mail.',
} as const;

const sectionField = requiredString(TOURNAMENT_SECTION_NAME_MAX, {
  required: ENTRY_MESSAGES.required,
});
/** A US Chess or FIDE id: digits only. */
const idField = z
  .string()
  .trim()
  .max(ENTRY_ID_MAX)
  .regex(/^\d*$/, { error: 'Use digits only.' })
  .nullish()
  .transform((v) => (v ? v : null));
const ratingField = z.number().int().min(0).max(ENTRY_RATING_MAX);
const byesField = z
  .array(z.number().int().min(1).max(TOURNAMENT_ROUNDS_MAX))
  .max(TOURNAMENT_ROUNDS_MAX)
  .default([])
  .refine((b) => new Set(b).size === b.length, { error: ENTRY_MESSAGES.byeRepeated });

/** The player fields a registration and an admin share (§3 "Entry"). */
const playerFields = {
  name: requiredString(ENTRY_NAME_MAX, { required: ENTRY_MESSAGES.required }),
  email: requiredString(EMAIL_MAX_LENGTH, {
    required: ENTRY_MESSAGES.required,
    tooLong: MESSAGES.invalidEmail,
  }).pipe(z.email(MESSAGES.invalidEmail)),
  phone: optionalString(PHONE_MAX_LENGTH),
  chessDotComId: optionalString(60),
  uscfId: idField,
  fideId: idField,
  rating: ratingField.default(0),
  fideRating: ratingField.nullish().transform((v) => v ?? null),
  /** US Chess membership expiry, from the lookup or typed. */
  expiryDate: DateSchema.nullish().transform((v) => v ?? null),
  playup: z.boolean().default(false),
  schedule: optionalString(60),
  /** Rounds with a requested half-point bye (at most the tournament's maxByes). */
  byesRequested: byesField,
  section: sectionField,
  schoolName: optionalString(ENTRY_TEXT_MAX),
  teamName: optionalString(ENTRY_TEXT_MAX),
};

/** One player in a registration cart; a parent may name one of their children (`childId`). */
export const EntryInputSchema = z.object({
  ...playerFields,
  childId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
});
export type EntryInput = z.input<typeof EntryInputSchema>;

/** POST tournament/{id}/cart/quote: what the page shows before paying (priced on the server). */
export const TournamentCartQuoteRequestSchema = z.object({
  entries: z
    .array(
      z.object({
        name: z.string().trim().max(ENTRY_NAME_MAX).default(''),
        section: z.string().trim().max(TOURNAMENT_SECTION_NAME_MAX),
        playup: z.boolean().default(false),
        childId: z.number().int().positive().nullish(),
      }),
    )
    .min(1)
    .max(ENTRY_CART_MAX),
  couponCode: z.string().trim().max(COUPON_CODE_MAX).nullish(),
});
export type TournamentCartQuoteRequest = z.input<typeof TournamentCartQuoteRequestSchema>;

/** One priced cart line (§3 Cart item: user, description, itemTotal; plus how the fee was made). */
export const CartLineSchema = z.object({
  user: z.string(),
  section: z.string(),
  description: z.string(),
  feeKind: z.enum(['weekly', 'earlyBird', 'regular', 'late']),
  baseCents: z.number().int(),
  clubDiscountCents: z.number().int(),
  playUpCents: z.number().int(),
  couponDiscountCents: z.number().int(),
  itemTotal: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const TournamentCartQuoteSchema = z.object({
  cartItems: z.array(CartLineSchema),
  couponCode: z.string().nullable(),
  /** "Invalid coupon code" when a code was given and takes nothing off. */
  couponMessage: z.string().nullable(),
  cartSubTotal: z.number().int(),
  cartDiscount: z.number().int(),
  cartTotal: z.number().int(),
  /** §9 for this event and this caller (freePlayCredit only for a member with this month's credit left). */
  paymentMethods: z.array(z.enum(REGISTRATION_PAYMENT_METHODS)),
  /** Main-list places left; null: no limit. */
  placesLeft: z.number().int().nullable(),
  soldOut: z.boolean(),
  /** The caller gets the club member discount (a student or coach). */
  clubMember: z.boolean(),
  /**
   * Methods of §9 this caller cannot use for this cart now, each with why and what to do instead
   * (Zelle: sign in, too near the event, the unpaid share taken; the waiting list: sign in).
   */
  unavailable: z.array(
    z.object({ method: z.enum(REGISTRATION_PAYMENT_METHODS), reason: z.string() }),
  ),
  /** When a Zelle registration of this cart made now would be released unless paid (ISO instant). */
  payLaterUntil: z.string().nullable(),
});
export type TournamentCartQuote = z.infer<typeof TournamentCartQuoteSchema>;

/**
 * POST tournament/{id}/cart (§4 "Registration"): the entries, an optional coupon and the payment
 * method. Card, PayPal and Zelle make one order on the existing checkout (the same key answers
 * the same order, so a double submit charges once); freePlayCredit and waitingList make entries
 * with no order. Browser totals are not read.
 */
export const TournamentCartSchema = z.object({
  idempotencyKey: z.uuid(),
  entries: z.array(EntryInputSchema).min(1).max(ENTRY_CART_MAX),
  couponCode: z.string().trim().max(COUPON_CODE_MAX).nullish(),
  paymentMethod: z.enum(REGISTRATION_PAYMENT_METHODS),
});
export type TournamentCart = z.input<typeof TournamentCartSchema>;

/** An entry as its registrant sees it after checking out. */
export const EntryReceiptSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  section: z.string(),
  entryFeeCents: z.number().int(),
  waitingList: z.boolean(),
  paymentMethod: z.string(),
});
export type EntryReceipt = z.infer<typeof EntryReceiptSchema>;

export const TournamentCartResultSchema = z.object({
  message: z.string(),
  entries: z.array(EntryReceiptSchema),
  /** The order to pay (card, PayPal, Zelle); null for a free play credit or the waiting list. */
  order: OrderSummarySchema.nullable(),
});
export type TournamentCartResult = z.infer<typeof TournamentCartResultSchema>;

export const OfferQuerySchema = z.object({ token: z.string().trim().min(20).max(100) });

/** GET tournament/{id}/offer: the place a waiting-list entry was offered, until its hold ends. */
export const EntryOfferSchema = z.object({
  entryId: z.number().int(),
  tournamentId: z.number().int(),
  tournamentName: z.string(),
  name: z.string(),
  section: z.string(),
  entryFeeCents: z.number().int(),
  expiresAt: z.string(),
});
export type EntryOffer = z.infer<typeof EntryOfferSchema>;

export const OfferCheckoutSchema = z.object({
  token: z.string().trim().min(20).max(100),
  idempotencyKey: z.uuid(),
  paymentMethod: z.enum(OFFER_PAYMENT_METHODS),
});
export type OfferCheckout = z.input<typeof OfferCheckoutSchema>;

/**
 * An entry in the lists (§3 "Entry"). paymentMethod, entryFeeCents, couponCode,
 * couponDiscountCents, phone and email are null unless the caller is an admin or assistant (§6).
 */
export const EntrySchema = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  chessDotComId: z.string().nullable(),
  uscfId: z.string().nullable(),
  fideId: z.string().nullable(),
  rating: z.number().int(),
  fideRating: z.number().int().nullable(),
  expiryDate: z.string().nullable(),
  playup: z.boolean(),
  schedule: z.string().nullable(),
  byesRequested: z.array(z.number().int()),
  section: z.string(),
  clubMember: z.boolean(),
  entryFeeCents: z.number().int().nullable(),
  couponCode: z.string().nullable(),
  couponDiscountCents: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  schoolName: z.string().nullable(),
  teamName: z.string().nullable(),
  paid: z.boolean(),
  verified: z.boolean(),
  waitingList: z.boolean(),
  withdrawn: z.boolean(),
  /** A waiting entry offered a place: when the offer's hold ends (admin and assistant only). */
  offerExpiresAt: z.string().nullable(),
  remark: z.string().nullable(),
  createdDate: z.string(),
});
export type Entry = z.infer<typeof EntrySchema>;

export const EntryListQuerySchema = z.object({
  waitingList: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(ENTRY_PAGE_SIZE_MAX).default(100),
});

export const EntryPageSchema = z.object({
  items: z.array(EntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** The caller sees payment method, fee, phone and e-mail (admin or assistant). */
  privateColumns: z.boolean(),
  /** The caller may edit, upload, e-mail and export (admin). */
  canManage: z.boolean(),
});
export type EntryPage = z.infer<typeof EntryPageSchema>;

/**
 * POST admin/tournament/{id}/entries (§5 "Add entry"): name, e-mail (checked), section required
 * ("Please enter required field"); a US Chess id and a rating, when given, are at least 1. The
 * admin records how it was paid (§9: Cash, Zelle, Not Paid, PaypalManual).
 */
export const AdminEntrySaveSchema = z.object({
  ...playerFields,
  email: EmailSchema,
  rating: z.number().int().min(0).max(ENTRY_RATING_MAX).default(0),
  paymentMethod: z.enum(ADMIN_PAYMENT_METHODS).default('Not Paid'),
  entryFeeCents: z.number().int().min(0).max(10_000_000).default(0),
  verified: z.boolean().default(false),
  waitingList: z.boolean().default(false),
  remark: optionalString(ENTRY_REMARK_MAX),
});
export type AdminEntrySave = z.input<typeof AdminEntrySaveSchema>;

/** PUT admin/tournament/{id}/entries: the grid's inline edit of one entry (only the fields sent change). */
export const AdminEntryUpdateSchema = z.object({
  id: z.number().int().positive(),
  name: requiredString(ENTRY_NAME_MAX, { required: ENTRY_MESSAGES.required }).optional(),
  email: EmailSchema.optional(),
  phone: playerFields.phone.optional(),
  chessDotComId: playerFields.chessDotComId.optional(),
  uscfId: idField.optional(),
  fideId: idField.optional(),
  rating: ratingField.optional(),
  fideRating: ratingField.nullable().optional(),
  expiryDate: DateSchema.nullable().optional(),
  playup: z.boolean().optional(),
  schedule: playerFields.schedule.optional(),
  byesRequested: byesField.optional(),
  section: sectionField.optional(),
  schoolName: playerFields.schoolName.optional(),
  teamName: playerFields.teamName.optional(),
  paymentMethod: z.enum(ANY_ENTRY_PAYMENT_METHODS).optional(),
  entryFeeCents: z.number().int().min(0).max(10_000_000).optional(),
  paid: z.boolean().optional(),
  verified: z.boolean().optional(),
  waitingList: z.boolean().optional(),
  /** Withdrawing frees the place (and offers it to the waiting list); false re-enters. */
  withdrawn: z.boolean().optional(),
  remark: optionalString(ENTRY_REMARK_MAX).optional(),
});
export type AdminEntryUpdate = z.input<typeof AdminEntryUpdateSchema>;

export const EntryUploadResultSchema = z.object({
  message: z.string(),
  imported: z.number().int(),
});
export type EntryUploadResult = z.infer<typeof EntryUploadResultSchema>;

/** POST tournament/{id}/sendEmail: a message to every entry (main list and waiting list). */
export const TournamentEmailSchema = z.object({
  subject: requiredString(TOURNAMENT_EMAIL_SUBJECT_MAX, { required: ENTRY_MESSAGES.required }),
  message: requiredString(TOURNAMENT_EMAIL_MESSAGE_MAX, { required: ENTRY_MESSAGES.required }),
  /** Also the waiting list (default: only the main list). */
  includeWaitingList: z.boolean().default(false),
});
export type TournamentEmail = z.input<typeof TournamentEmailSchema>;

export const EmailSentResultSchema = z.object({
  message: z.string(),
  /** Distinct addresses written to. */
  sent: z.number().int(),
});
export type EmailSentResult = z.infer<typeof EmailSentResultSchema>;
