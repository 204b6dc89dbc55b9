import { z } from 'zod';
import { OrderSummarySchema } from './payments.js';
import { playerFields } from './tournament-entry-fields.js';
import {
  ENTRY_CART_MAX,
  ENTRY_NAME_MAX,
  OFFER_PAYMENT_METHODS,
  REGISTRATION_PAYMENT_METHODS,
} from './tournament-entry-limits.js';
import { COUPON_CODE_MAX, TOURNAMENT_SECTION_NAME_MAX } from './tournament-limits.js';

/** Registering for a tournament: the cart, its quote and receipts, and waiting-list offers. */

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
