import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SHORT_TEXT_MAX_LENGTH,
  STUDENT_GRADE_MAX_LENGTH,
} from '../constants.js';
import { optionalString, requiredString, SaveIdSchema } from './fields.js';
import { pageOf, pageQuery } from './common.js';

/**
 * Families (issue 12, docs/decisions/0031): a parent's children under the profile, "pick a child"
 * on the after-school and camp forms, and every registration and payment of the family. Only the
 * parent (and admins, through the registrations grids) see a child's record.
 */

/** How many children one account may hold. */
export const FAMILY_CHILDREN_MAX = 20;
export const CHILD_RATING_MAX = 4000;
export const FAMILY_PAGE_SIZE_MAX = 50;

export const FAMILY_MESSAGES = {
  tooManyChildren: `A family can hold at most ${FAMILY_CHILDREN_MAX} children.`,
  noSuchChild: 'No such child in your family.',
  notYourChild: 'Choose one of your own children.',
  childNeedsLogin: 'Log in to pick one of your children.',
} as const;

/** A child of the logged-in parent (GET /api/family/children). */
export const ChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  grade: z.string().nullable(),
  school: z.string().nullable(),
  uscfId: z.string().nullable(),
  /** 0 when unrated; at most CHILD_RATING_MAX. */
  rating: z.number().int(),
  chessDotComId: z.string().nullable(),
  liChessId: z.string().nullable(),
});
export type Child = z.infer<typeof ChildSchema>;

/** POST /api/family/children: a new child (no id) or a change to one of the parent's own. */
export const ChildSaveSchema = z.object({
  id: SaveIdSchema,
  name: requiredString(NAME_MAX_LENGTH),
  grade: optionalString(STUDENT_GRADE_MAX_LENGTH),
  school: optionalString(NAME_MAX_LENGTH),
  uscfId: optionalString(SHORT_TEXT_MAX_LENGTH),
  rating: z
    .number({ error: 'The rating is a whole number.' })
    .int('The rating is a whole number.')
    .min(0, 'A rating cannot be negative.')
    .max(CHILD_RATING_MAX, `A rating is at most ${CHILD_RATING_MAX}.`)
    .default(0),
  chessDotComId: optionalString(SHORT_TEXT_MAX_LENGTH),
  liChessId: optionalString(SHORT_TEXT_MAX_LENGTH),
});
export type ChildSave = z.input<typeof ChildSaveSchema>;

/** The optional child a logged-in parent registers (after-school and camp forms). */
export const ChildIdSchema = z
  .number({ error: FAMILY_MESSAGES.notYourChild })
  .int(FAMILY_MESSAGES.notYourChild)
  .positive(FAMILY_MESSAGES.notYourChild)
  .nullish()
  .transform((v) => v ?? null);

/** The query of the family's lists: page (from 0) and size. */
export const FamilyPageQuerySchema = z.object(pageQuery(FAMILY_PAGE_SIZE_MAX, 10));
export type FamilyPageQuery = z.input<typeof FamilyPageQuerySchema>;

export const FAMILY_REGISTRATION_KINDS = ['afterschool', 'camp'] as const;

/** One after-school or camp registration of the family (GET /api/family/registrations). */
export const FamilyRegistrationSchema = z.object({
  kind: z.enum(FAMILY_REGISTRATION_KINDS),
  /** The registration's id within its kind. */
  id: z.number().int(),
  childId: z.number().int().nullable(),
  /** The child's name as the family page shows it now; null when none was picked. */
  childName: z.string().nullable(),
  studentName: z.string(),
  /** The program, or the camp week and slot. */
  what: z.string(),
  /** First and last day (YYYY-MM-DD) when known. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  registeredAt: z.string(),
  /** The price of this registration, in cents. */
  amountCents: z.number().int(),
  /** Its order's status; null for one the club added by hand. */
  status: z.enum(ORDER_STATUSES).nullable(),
  paid: z.boolean(),
  /** The order's public handle, for its receipt; null without an order. */
  orderRef: z.string().nullable(),
  active: z.boolean(),
});
export type FamilyRegistration = z.infer<typeof FamilyRegistrationSchema>;

/** One order (payment) of the family (GET /api/family/orders). */
export const FamilyOrderSchema = z.object({
  orderRef: z.string(),
  orderNumber: z.number().int(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  description: z.string(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type FamilyOrder = z.infer<typeof FamilyOrderSchema>;

export const FamilyRegistrationPageSchema = pageOf(FamilyRegistrationSchema);
export type FamilyRegistrationPage = z.infer<typeof FamilyRegistrationPageSchema>;
export const FamilyOrderPageSchema = pageOf(FamilyOrderSchema);
export type FamilyOrderPage = z.infer<typeof FamilyOrderPageSchema>;
