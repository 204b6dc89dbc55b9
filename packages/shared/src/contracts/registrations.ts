import { z } from 'zod';
import {
  AFTERSCHOOL_PAYMENT_METHODS,
  CAMP_CART_MAX_ITEMS,
  CAMP_PAYMENT_METHODS,
  DEFAULT_CAMP_CAPACITY,
  DEFAULT_CAMP_EVENT_UNIT,
  MAX_SEATS,
  NAME_MAX_LENGTH,
  PAYMENT_METHODS,
  PHONE_MAX_LENGTH,
  SCHOOL_NAMES,
  SHORT_TEXT_MAX_LENGTH,
  STUDENT_GRADE_MAX_LENGTH,
  STUDENT_HOUSE_MAX_LENGTH,
} from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  centsField,
  DateSchema,
  EmailSchema,
  OptionalEmailSchema,
  PhoneSchema,
  optionalString,
  requiredString,
  SaveIdSchema,
  TimeSchema,
} from './fields.js';
import { ChildIdSchema } from './families.js';
import { IdempotencyKeySchema, OrderSummarySchema } from './payments.js';
import { COUPON_CODE_MAX } from './tournament-limits.js';

/** The field "Submit checks": blank gives "Please enter required field" (spec 1 sections 5 and 8). */
const submitChecked = requiredString(NAME_MAX_LENGTH, {
  required: MESSAGES.pleaseEnterRequired,
});

const requiredPhone = requiredString(PHONE_MAX_LENGTH);
const paymentMethodError = { error: 'Choose a payment method.' };
/** An admin grid's payment method: blank until the family says how it pays. */
const optionalPaymentMethod = z
  .enum(PAYMENT_METHODS, paymentMethodError)
  .nullish()
  .transform((v) => v ?? null);
const schoolNameError = { error: 'Choose a school: RJLEE or MUSTANG.' };

// ---------------------------------------------------------------- after-school

const afterschoolCommon = {
  idempotencyKey: IdempotencyKeySchema.optional(),
  studentName: submitChecked,
  parentName: requiredString(NAME_MAX_LENGTH),
  parentEmail: EmailSchema,
  parentPhoneNumber: requiredPhone,
  studentPrimaryTeacher: optionalString(NAME_MAX_LENGTH),
  paymentMethod: z.enum(AFTERSCHOOL_PAYMENT_METHODS, paymentMethodError),
  /** One of the logged-in parent's children (docs/decisions/0031); visitors send none. */
  childId: ChildIdSchema,
};

/** RJLEE: grade and house are required too (spec 1 section 5). */
export const AfterschoolRjleeRequestSchema = z.object({
  ...afterschoolCommon,
  schoolName: z.literal('RJLEE'),
  studentGrade: requiredString(STUDENT_GRADE_MAX_LENGTH),
  studentHouse: requiredString(STUDENT_HOUSE_MAX_LENGTH),
});
/** MUSTANG: student, parent, e-mail and phone. */
export const AfterschoolMustangRequestSchema = z.object({
  ...afterschoolCommon,
  schoolName: z.literal('MUSTANG'),
  studentGrade: optionalString(STUDENT_GRADE_MAX_LENGTH),
  studentHouse: optionalString(STUDENT_HOUSE_MAX_LENGTH),
});
/** POST /api/afterschool (public). */
export const AfterschoolRequestSchema = z.discriminatedUnion(
  'schoolName',
  [AfterschoolRjleeRequestSchema, AfterschoolMustangRequestSchema],
  schoolNameError,
);
export type AfterschoolRequest = z.input<typeof AfterschoolRequestSchema>;

export const AfterschoolResponseSchema = z.object({
  message: z.string(),
  registrationId: z.number().int(),
  order: OrderSummarySchema,
});
export type AfterschoolResponse = z.infer<typeof AfterschoolResponseSchema>;

/** An after-school registration as the admin grid shows it (spec 1 section 3). */
export const AfterschoolRegistrationSchema = z.object({
  id: z.number().int(),
  studentName: z.string(),
  parentName: z.string().nullable(),
  parentEmail: z.string().nullable(),
  parentPhoneNumber: z.string().nullable(),
  studentGrade: z.string().nullable(),
  studentHouse: z.string().nullable(),
  studentPrimaryTeacher: z.string().nullable(),
  /** Paid so far, in cents. */
  paidAmountCents: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  schoolName: z.enum(SCHOOL_NAMES),
  active: z.boolean(),
  createdDate: z.string(),
});
export type AfterschoolRegistration = z.infer<typeof AfterschoolRegistrationSchema>;

/** POST /api/afterschoolAdmin: the admin grid's row save (studentName required). */
export const AfterschoolSaveSchema = z.object({
  id: SaveIdSchema,
  studentName: requiredString(NAME_MAX_LENGTH),
  parentName: optionalString(NAME_MAX_LENGTH),
  parentEmail: OptionalEmailSchema,
  parentPhoneNumber: PhoneSchema,
  studentGrade: optionalString(STUDENT_GRADE_MAX_LENGTH),
  studentHouse: optionalString(STUDENT_HOUSE_MAX_LENGTH),
  studentPrimaryTeacher: optionalString(NAME_MAX_LENGTH),
  paidAmountCents: centsField('Paid amount cannot be negative.').default(0),
  paymentMethod: optionalPaymentMethod,
  schoolName: z.enum(SCHOOL_NAMES, schoolNameError),
  active: z.boolean().default(true),
});
export type AfterschoolSave = z.input<typeof AfterschoolSaveSchema>;

export const SchoolNameParamsSchema = z.object({
  schoolName: z
    .string()
    .max(SHORT_TEXT_MAX_LENGTH, 'Unknown school.')
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(SCHOOL_NAMES, { error: 'Unknown school.' })),
});

// ---------------------------------------------------------------- camp

export const EventNameQuerySchema = z.object({ eventName: requiredString(SHORT_TEXT_MAX_LENGTH) });
export const EventDetailQuerySchema = z.object({
  eventName: requiredString(SHORT_TEXT_MAX_LENGTH),
  eventSlot: requiredString(SHORT_TEXT_MAX_LENGTH),
});

export const CampEventDatesSchema = z.array(
  z.object({ eventName: z.string(), startDate: z.string(), endDate: z.string() }),
);

/** GET /api/campEvents/eventDetail: the spec's id, eventPrice, eventUnit, plus what the cart shows. */
export const CampEventDetailSchema = z.object({
  id: z.number().int(),
  /** Today's price in cents (early bird up to its deadline). */
  eventPrice: z.number().int(),
  eventUnit: z.number().int(),
  regularPrice: z.number().int(),
  earlyBird: z.boolean(),
  earlyBirdDeadline: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  seatsLeft: z.number().int(),
  soldOut: z.boolean(),
  /**
   * When a Zelle registration made now would be released unless paid (ISO instant); null when the
   * week starts too soon to pay later (docs/decisions/0046).
   */
  payLaterUntil: z.string().nullable(),
  /** Why Zelle cannot be chosen for this week (it starts too soon), or null. */
  payLaterRefusal: z.string().nullable(),
});
export type CampEventDetail = z.infer<typeof CampEventDetailSchema>;

/** The admin camp events grid (a week and slot of camp). */
export const CampEventSaveSchema = z
  .object({
    id: SaveIdSchema,
    eventName: requiredString(SHORT_TEXT_MAX_LENGTH),
    eventSlot: requiredString(SHORT_TEXT_MAX_LENGTH),
    startDate: DateSchema,
    endDate: DateSchema,
    startTime: TimeSchema,
    endTime: TimeSchema,
    priceCents: centsField('Price cannot be negative.'),
    earlyBirdPriceCents: centsField()
      .nullish()
      .transform((v) => v ?? null),
    earlyBirdDeadline: DateSchema.nullish().transform((v) => v ?? null),
    eventUnit: z
      .number()
      .int()
      .min(1, 'At least one day.')
      .max(31)
      .default(DEFAULT_CAMP_EVENT_UNIT),
    capacity: z
      .number()
      .int()
      .min(0, 'Capacity cannot be negative.')
      .max(MAX_SEATS)
      .default(DEFAULT_CAMP_CAPACITY),
    active: z.boolean().default(true),
  })
  .refine((e) => e.endDate >= e.startDate, {
    path: ['endDate'],
    error: 'The end date cannot be before the start date.',
  });
export type CampEventSave = z.input<typeof CampEventSaveSchema>;

/** A camp registration (spec 1 section 3); eventPrice in cents. */
export const CampRegistrationSchema = z.object({
  id: z.number().int(),
  studentName: z.string(),
  parentName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  eventName: z.string(),
  eventSlot: z.string(),
  eventPrice: z.number().int(),
  eventUnit: z.number().int(),
  eventId: z.number().int().nullable(),
  paid: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  active: z.boolean(),
  createdDate: z.string(),
});
export type CampRegistration = z.infer<typeof CampRegistrationSchema>;

/** POST /api/camp: the admin grid's row save; the event decides name, slot, price and unit. */
export const CampRegistrationSaveSchema = z.object({
  id: SaveIdSchema,
  studentName: requiredString(NAME_MAX_LENGTH),
  parentName: optionalString(NAME_MAX_LENGTH),
  email: OptionalEmailSchema,
  phoneNumber: PhoneSchema,
  eventId: z.number({ error: 'Choose a camp week and slot.' }).int().positive(),
  paid: z.boolean().default(false),
  paymentMethod: optionalPaymentMethod,
  active: z.boolean().default(true),
});
export type CampRegistrationSave = z.input<typeof CampRegistrationSaveSchema>;

/** The student and parent on the camp page (spec: studentName, email and phoneNumber required). */
export const CampStudentSchema = z.object({
  studentName: requiredString(NAME_MAX_LENGTH),
  parentName: optionalString(NAME_MAX_LENGTH),
  email: EmailSchema,
  phoneNumber: requiredPhone,
});
export type CampStudent = z.input<typeof CampStudentSchema>;

/**
 * POST /api/cart: the spec's cart (cartItems with registration, description, itemTotal; cartTotal;
 * paymentMethod). Prices and totals sent by the browser are ignored: the server prices every item.
 */
export const CartRequestSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  cartItems: z
    .array(
      z.object({
        registration: CampStudentSchema.extend({
          eventId: z.number().int().positive(),
          eventName: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
          eventSlot: z.string().max(SHORT_TEXT_MAX_LENGTH).optional(),
          /** One of the logged-in parent's children (docs/decisions/0031); visitors send none. */
          childId: ChildIdSchema,
        }),
        description: z.string().max(200).optional(),
        itemTotal: z.unknown().optional(),
      }),
    )
    .min(1, MESSAGES.cartEmpty)
    .max(CAMP_CART_MAX_ITEMS, MESSAGES.cartTooBig(CAMP_CART_MAX_ITEMS)),
  cartTotal: z.unknown().optional(),
  /**
   * A coupon not tied to a tournament (POST cart/applyCoupon shows what it takes off): it comes
   * off the cart's total once, shared over the registrations (docs/decisions/0037).
   */
  couponCode: z.string().trim().max(COUPON_CODE_MAX).nullish(),
  paymentMethod: z.enum(CAMP_PAYMENT_METHODS, paymentMethodError),
});
export type CartRequest = z.input<typeof CartRequestSchema>;
