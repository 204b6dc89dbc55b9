import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';
import { tournaments } from './content.js';
import { children } from './members.js';
import { orders } from './registrations-payments.js';

/*
 * Tournament entries, their waiting list and offers, and free play credits (issue 15,
 * docs/decisions/0037).
 */

/**
 * One player entered in a tournament (spec 2 §3 "Entry"). An entry counts in the main list while
 * `active` (paid, booked with Zelle, held by an unpaid card or PayPal order, or added by an admin)
 * and not withdrawn; an entry on the waiting list has `waitingList`, and while it holds an offer,
 * `offerExpiresAt` in the future (the offer's place counts as taken).
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    chessDotComId: text('chess_dot_com_id'),
    uscfId: text('uscf_id'),
    fideId: text('fide_id'),
    rating: integer('rating').notNull().default(0),
    fideRating: integer('fide_rating'),
    /** US Chess membership expiry. */
    expiryDate: date('expiry_date'),
    playup: boolean('playup').notNull().default(false),
    schedule: text('schedule'),
    /** Rounds with a requested half-point bye. */
    byesRequested: integer('byes_requested')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    section: text('section').notNull(),
    /** Got the club member discount (a student or coach registered). */
    clubMember: boolean('club_member').notNull().default(false),
    entryFeeCents: integer('entry_fee_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    /** A visitor's method (§9) or one an admin recorded (Cash, Zelle, Not Paid, PaypalManual). */
    paymentMethod: text('payment_method').notNull(),
    schoolName: text('school_name'),
    teamName: text('team_name'),
    paid: boolean('paid').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    waitingList: boolean('waiting_list').notNull().default(false),
    /** Counts: false once its order is declined, released or refunded. */
    active: boolean('active').notNull().default(true),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The order that pays for it (card, PayPal, Zelle); null for credits, the waiting list, admin rows. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The checkout that made it: a repeat of the same key answers the same entries. */
    checkoutKey: uuid('checkout_key'),
    /** The signed-in account that registered it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    remark: text('remark'),
    /** From an uploaded CSV: when, how much and from whom the fee was received. */
    receivedDate: date('received_date'),
    receivedAmountCents: integer('received_amount_cents'),
    receivedFrom: text('received_from'),
    /** A waiting-list offer: the SHA-256 of the link's token (never the token), and its hold. */
    offerTokenHash: text('offer_token_hash'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdDate: createdAt(),
  },
  (t) => [
    index('tournament_entries_list_idx').on(t.tournamentId, t.waitingList, t.createdDate, t.id),
    index('tournament_entries_order_idx').on(t.orderId),
    index('tournament_entries_checkout_idx').on(t.checkoutKey),
    uniqueIndex('tournament_entries_offer_token_key')
      .on(t.offerTokenHash)
      .where(sql`${t.offerTokenHash} is not null`),
    index('tournament_entries_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.offerExpiresAt} is not null`),
  ],
);

/** One free play credit a member a month (spec 2 §9): the entry that used it. */
export const freePlayCredits = pgTable(
  'free_play_credits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM of the tournament (freePlayMonth). */
    month: text('month').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    uniqueIndex('free_play_credits_entry_key').on(t.entryId),
  ],
);
