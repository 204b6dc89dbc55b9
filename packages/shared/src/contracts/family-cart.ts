import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  ORDER_KINDS,
  PAYMENT_METHODS,
  PHONE_MAX_LENGTH,
  SCHOOL_NAMES,
  STUDENT_GRADE_MAX_LENGTH,
  STUDENT_HOUSE_MAX_LENGTH,
} from '../constants.js';
import { FAMILY_MESSAGES } from './families.js';
import { optionalString, requiredString } from './fields.js';
import { IdempotencyKeySchema, OrderSummarySchema } from './payments.js';
import { COUPON_CODE_MAX, TOURNAMENT_SECTION_NAME_MAX } from './tournament-limits.js';

/**
 * The family cart (issue 31, docs/decisions/0054): a signed-in parent puts camp weeks, after-school
 * programs and tournament entries for their children in one cart and pays once, by card, PayPal or
 * Zelle. Everything is priced on the server; the browser sends only what was picked.
 */

/** Lines one family cart may hold. */
export const FAMILY_CART_MAX_ITEMS = 12;

export const FAMILY_CART_MESSAGES = {
  empty: 'Add at least one registration to the cart.',
  tooBig: `At most ${FAMILY_CART_MAX_ITEMS} registrations per cart.`,
  twice: 'This child is already in the cart for it.',
  gradeAndHouse: 'RJLEE needs the grade and the house.',
  noProgram: 'Registration for this program is closed. Please send us an inquiry.',
} as const;

const childId = z
  .number({ error: FAMILY_MESSAGES.notYourChild })
  .int(FAMILY_MESSAGES.notYourChild)
  .positive(FAMILY_MESSAGES.notYourChild);
const id = z.number().int().positive();

export const FamilyCartCampItemSchema = z.object({
  type: z.literal('camp'),
  childId,
  /** The camp week and slot. */
  eventId: id,
});

export const FamilyCartAfterschoolItemSchema = z
  .object({
    type: z.literal('afterschool'),
    childId,
    schoolName: z.enum(SCHOOL_NAMES, { error: 'Choose a school: RJLEE or MUSTANG.' }),
    studentGrade: optionalString(STUDENT_GRADE_MAX_LENGTH),
    studentHouse: optionalString(STUDENT_HOUSE_MAX_LENGTH),
    studentPrimaryTeacher: optionalString(NAME_MAX_LENGTH),
  })
  .superRefine((item, check) => {
    if (item.schoolName !== 'RJLEE') return;
    for (const field of ['studentGrade', 'studentHouse'] as const) {
      if (!item[field]) {
        check.addIssue({
          code: 'custom',
          path: [field],
          message: FAMILY_CART_MESSAGES.gradeAndHouse,
        });
      }
    }
  });

export const FamilyCartTournamentItemSchema = z.object({
  type: z.literal('tournament'),
  childId,
  tournamentId: id,
  section: z.string().trim().min(1, 'Choose a section.').max(TOURNAMENT_SECTION_NAME_MAX),
  /** The schedule, for a tournament that has several. */
  schedule: optionalString(NAME_MAX_LENGTH),
});

export const FamilyCartItemSchema = z.discriminatedUnion('type', [
  FamilyCartCampItemSchema,
  FamilyCartAfterschoolItemSchema,
  FamilyCartTournamentItemSchema,
]);
export type FamilyCartItem = z.input<typeof FamilyCartItemSchema>;

/**
 * What an item is for (a week and slot, a school's program, a tournament) and for which child:
 * two items with one key are the same child twice for one thing, which a cart refuses.
 */
export function familyCartItemKey(item: FamilyCartItem): string {
  const what =
    item.type === 'camp'
      ? `camp:${item.eventId}`
      : item.type === 'afterschool'
        ? `afterschool:${item.schoolName}`
        : `tournament:${item.tournamentId}`;
  return `${what}:${item.childId}`;
}

/** POST /api/family/cart/quote: the cart priced on the server, before paying. */
export const FamilyCartQuoteRequestSchema = z.object({
  items: z
    .array(FamilyCartItemSchema)
    .min(1, FAMILY_CART_MESSAGES.empty)
    .max(FAMILY_CART_MAX_ITEMS, FAMILY_CART_MESSAGES.tooBig),
  couponCode: z.string().trim().max(COUPON_CODE_MAX).nullish(),
});
export type FamilyCartQuoteRequest = z.input<typeof FamilyCartQuoteRequestSchema>;

/** POST /api/family/cart: the order for the cart (the same key answers the same order). */
export const FamilyCartRequestSchema = FamilyCartQuoteRequestSchema.extend({
  idempotencyKey: IdempotencyKeySchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method.' }),
  /** The parent's phone, for the registrations that ask for one. */
  phoneNumber: requiredString(PHONE_MAX_LENGTH),
});
export type FamilyCartRequest = z.input<typeof FamilyCartRequestSchema>;

export const FamilyCartLineSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  childName: z.string(),
  description: z.string(),
  /** After the line's share of the coupon. */
  amountCents: z.number().int(),
});

export const FamilyCartQuoteSchema = z.object({
  lines: z.array(FamilyCartLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  couponCode: z.string().nullable(),
  /** "Invalid coupon code" when a code was given and takes nothing off. */
  couponMessage: z.string().nullable(),
  /** Until when a Zelle order of this cart made now would hold its places (ISO instant). */
  payLaterUntil: z.string().nullable(),
  /** Why Zelle cannot be chosen for this cart now, or null. */
  payLaterRefusal: z.string().nullable(),
});
export type FamilyCartQuote = z.infer<typeof FamilyCartQuoteSchema>;

export const FamilyCartResultSchema = z.object({ order: OrderSummarySchema });
export type FamilyCartResult = z.infer<typeof FamilyCartResultSchema>;

/** GET /api/family/cart/catalog: what a family cart can hold now. */
export const FamilyCartCatalogSchema = z.object({
  camp: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      priceCents: z.number().int(),
      seatsLeft: z.number().int(),
    }),
  ),
  afterschool: z.array(
    z.object({
      schoolName: z.enum(SCHOOL_NAMES),
      name: z.string(),
      priceCents: z.number().int(),
      registrationFeeCents: z.number().int(),
      /** Null: no limit. */
      seatsLeft: z.number().int().nullable(),
    }),
  ),
  tournaments: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      date: z.string(),
      sections: z.array(z.string()),
      schedules: z.array(z.string()),
      /** Null: no limit. */
      placesLeft: z.number().int().nullable(),
    }),
  ),
});
export type FamilyCartCatalog = z.infer<typeof FamilyCartCatalogSchema>;
