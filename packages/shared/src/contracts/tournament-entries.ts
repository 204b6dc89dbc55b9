import { z } from 'zod';
import { ENTRY_PAGE_SIZE_MAX } from './tournament-entry-limits.js';

export * from './tournament-cart.js';
export * from './tournament-entry-admin.js';
export * from './tournament-entry-limits.js';

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
