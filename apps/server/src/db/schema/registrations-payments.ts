import {
  DEFAULT_CAMP_EVENT_UNIT,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  SCHOOL_NAMES,
  type OrderItem,
} from '@kingside/shared';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, refersTo, serialId, timestamptz, updatedAt } from './columns.js';
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
    id: serialId(),
    ref: pg.uuid('ref').notNull().defaultRandom(),
    idempotencyKey: pg.uuid('idempotency_key').notNull(),
    kind: pg.text('kind', { enum: ORDER_KINDS }).notNull(),
    status: pg.text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: pg.text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    description: pg.text('description').notNull(),
    /** [{ description, amountCents }] as priced when the order was made. */
    items: pg.jsonb('items').$type<OrderItem[]>().notNull(),
    /** A fingerprint of the cart, so the same key with a different cart is refused. */
    cartHash: pg.text('cart_hash').notNull(),
    payerName: pg.text('payer_name'),
    payerEmail: pg.text('payer_email'),
    userId: refersTo('user_id', () => users.id),
    transactionId: pg.text('transaction_id'),
    /** Card: last four digits and brand as the gateway reported them (never the number). */
    cardLast4: pg.text('card_last4'),
    cardType: pg.text('card_type'),
    paypalOrderId: pg.text('paypal_order_id'),
    lastError: pg.text('last_error'),
    /**
     * Unpaid orders hold their seats until then: card and PayPal for minutes, Zelle and after-school
     * for days (docs/decisions/0015). Null once paid or released, and for an after-school program
     * without a seat limit.
     */
    holdUntil: timestamptz('hold_until'),
    /** Who holds the seats (a user id or a hashed client address), for the per-visitor hold limit. */
    holderKey: pg.text('holder_key'),
    /** When the "your hold is about to expire" reminder was sent (at most once per hold). */
    reminderSentAt: timestamptz('reminder_sent_at'),
    /** When the order's seats were released: declined, abandoned, expired, or by an admin. */
    releasedAt: timestamptz('released_at'),
    /** When a charge stuck in processing was last looked up at the gateway. */
    gatewayCheckedAt: timestamptz('gateway_checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamptz('paid_at'),
    refundedAt: timestamptz('refunded_at'),
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
    id: serialId(),
    studentName: pg.text('student_name').notNull(),
    parentName: pg.text('parent_name'),
    parentEmail: pg.text('parent_email'),
    parentPhoneNumber: pg.text('parent_phone_number'),
    studentGrade: pg.text('student_grade'),
    studentHouse: pg.text('student_house'),
    studentPrimaryTeacher: pg.text('student_primary_teacher'),
    paidAmountCents: pg.integer('paid_amount_cents').notNull().default(0),
    /**
     * What this registration costs in its order (its program's price and fee, less its share of a
     * coupon), so paying a family order records each registration's own part (docs/decisions/0054).
     * Null for rows from before it, and for rows an admin added.
     */
    priceCents: pg.integer('price_cents'),
    paymentMethod: pg.text('payment_method', { enum: PAYMENT_METHODS }),
    schoolName: pg.text('school_name', { enum: SCHOOL_NAMES }).notNull(),
    programId: refersTo('program_id', () => programs.id),
    orderId: refersTo('order_id', () => orders.id),
    /** The family's child this registration is for, when the parent picked one (issue 12). */
    childId: refersTo('child_id', () => children.id),
    active: pg.boolean('active').notNull().default(true),
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
    id: serialId(),
    studentName: pg.text('student_name').notNull(),
    parentName: pg.text('parent_name'),
    email: pg.text('email'),
    phoneNumber: pg.text('phone_number'),
    eventId: refersTo('event_id', () => campEvents.id),
    eventName: pg.text('event_name').notNull(),
    eventSlot: pg.text('event_slot').notNull(),
    eventPriceCents: pg.integer('event_price_cents').notNull(),
    eventUnit: pg.integer('event_unit').notNull().default(DEFAULT_CAMP_EVENT_UNIT),
    paid: pg.boolean('paid').notNull().default(false),
    paymentMethod: pg.text('payment_method', { enum: PAYMENT_METHODS }),
    orderId: pg.integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The family's child this registration is for, when the parent picked one (issue 12). */
    childId: refersTo('child_id', () => children.id),
    active: pg.boolean('active').notNull().default(true),
    createdDate: createdAt(),
  },
  (t) => [
    index('camp_registrations_event_idx').on(t.eventId),
    index('camp_registrations_order_idx').on(t.orderId),
  ],
);
