import {
  DEFAULT_CAMP_EVENT_UNIT,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SCHOOL_NAMES,
  type OrderItem,
} from '@kingside/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { programs, campEvents } from './content.js';
import { children } from './members.js';

/*
 * Registrations and the orders that pay for them (docs/decisions/0010, 0015).
 */

/**
 * Orders: what a payer owes and how it was paid (docs/decisions/0010). Created from a cart before
 * any charge, priced on the server, in cents. `ref` is the public handle; `idempotencyKey` makes
 * a retried checkout reuse the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    ref: uuid('ref').notNull().defaultRandom(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** [{ description, amountCents }] as priced when the order was made. */
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    /** A fingerprint of the cart, so the same key with a different cart is refused. */
    cartHash: text('cart_hash').notNull(),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id'),
    /** Card: last four digits and brand as the gateway reported them (never the number). */
    cardLast4: text('card_last4'),
    cardType: text('card_type'),
    paypalOrderId: text('paypal_order_id'),
    lastError: text('last_error'),
    /**
     * Unpaid orders hold their seats until then: card and PayPal for minutes, Zelle and after-school
     * for days (docs/decisions/0015). Null once paid or released, and for an after-school program
     * without a seat limit.
     */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** Who holds the seats (a user id or a hashed client address), for the per-visitor hold limit. */
    holderKey: text('holder_key'),
    /** When the "your hold is about to expire" reminder was sent (at most once per hold). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the order's seats were released: declined, abandoned, expired, or by an admin. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** When a charge stuck in processing was last looked up at the gateway. */
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_ref_key').on(t.ref),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_status_idx').on(t.status),
    index('orders_created_idx').on(t.createdAt),
    index('orders_hold_idx').on(t.holdUntil),
    index('orders_holder_idx').on(t.holderKey),
  ],
);

/** After-school registrations (spec 1 section 3); paid amount in cents. */
export const afterschoolRegistrations = pgTable(
  'afterschool_registrations',
  {
    id: serial('id').primaryKey(),
    studentName: text('student_name').notNull(),
    parentName: text('parent_name'),
    parentEmail: text('parent_email'),
    parentPhoneNumber: text('parent_phone_number'),
    studentGrade: text('student_grade'),
    studentHouse: text('student_house'),
    studentPrimaryTeacher: text('student_primary_teacher'),
    paidAmountCents: integer('paid_amount_cents').notNull().default(0),
    /**
     * What this registration costs in its order (its program's price and fee, less its share of a
     * coupon), so paying a family order records each registration's own part (docs/decisions/0054).
     * Null for rows from before it, and for rows an admin added.
     */
    priceCents: integer('price_cents'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    schoolName: text('school_name', { enum: SCHOOL_NAMES }).notNull(),
    programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The family's child this registration is for, when the parent picked one (issue 12). */
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdDate: createdAt(),
  },
  (t) => [index('afterschool_school_idx').on(t.schoolName)],
);

/**
 * Camp registrations (spec 1 section 3): one student in one week and slot. Name, slot, price
 * (cents) and unit are copied from the event when booked. A row with an order counts once its
 * order is paid or awaiting payment, or while its seat hold lasts.
 */
export const campRegistrations = pgTable(
  'camp_registrations',
  {
    id: serial('id').primaryKey(),
    studentName: text('student_name').notNull(),
    parentName: text('parent_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    eventId: integer('event_id').references(() => campEvents.id, { onDelete: 'set null' }),
    eventName: text('event_name').notNull(),
    eventSlot: text('event_slot').notNull(),
    eventPriceCents: integer('event_price_cents').notNull(),
    eventUnit: integer('event_unit').notNull().default(DEFAULT_CAMP_EVENT_UNIT),
    paid: boolean('paid').notNull().default(false),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The family's child this registration is for, when the parent picked one (issue 12). */
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdDate: createdAt(),
  },
  (t) => [
    index('camp_registrations_event_idx').on(t.eventId),
    index('camp_registrations_order_idx').on(t.orderId),
  ],
);
