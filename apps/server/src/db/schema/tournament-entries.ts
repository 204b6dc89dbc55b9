import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { belongsTo, createdAt, refersTo, serialId, timestamptz } from './columns.js';
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
    id: serialId(),
    tournamentId: belongsTo('tournament_id', () => tournaments.id),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phone: pg.text('phone'),
    chessDotComId: pg.text('chess_dot_com_id'),
    uscfId: pg.text('uscf_id'),
    fideId: pg.text('fide_id'),
    rating: pg.integer('rating').notNull().default(0),
    fideRating: pg.integer('fide_rating'),
    /** US Chess membership expiry. */
    expiryDate: pg.date('expiry_date'),
    playup: pg.boolean('playup').notNull().default(false),
    schedule: pg.text('schedule'),
    /** Rounds with a requested half-point bye. */
    byesRequested: pg
      .integer('byes_requested')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    section: pg.text('section').notNull(),
    /** Got the club member discount (a student or coach registered). */
    clubMember: pg.boolean('club_member').notNull().default(false),
    entryFeeCents: pg.integer('entry_fee_cents').notNull().default(0),
    couponCode: pg.text('coupon_code'),
    couponDiscountCents: pg.integer('coupon_discount_cents').notNull().default(0),
    /** A visitor's method (§9) or one an admin recorded (Cash, Zelle, Not Paid, PaypalManual). */
    paymentMethod: pg.text('payment_method').notNull(),
    schoolName: pg.text('school_name'),
    teamName: pg.text('team_name'),
    paid: pg.boolean('paid').notNull().default(false),
    verified: pg.boolean('verified').notNull().default(false),
    waitingList: pg.boolean('waiting_list').notNull().default(false),
    /** Counts: false once its order is declined, released or refunded. */
    active: pg.boolean('active').notNull().default(true),
    withdrawnAt: timestamptz('withdrawn_at'),
    /** The order that pays for it (card, PayPal, Zelle); null for credits, the waiting list, admin rows. */
    orderId: refersTo('order_id', () => orders.id),
    /** The checkout that made it: a repeat of the same key answers the same entries. */
    checkoutKey: pg.uuid('checkout_key'),
    /** The signed-in account that registered it. */
    userId: refersTo('user_id', () => users.id),
    childId: refersTo('child_id', () => children.id),
    remark: pg.text('remark'),
    /** From an uploaded CSV: when, how much and from whom the fee was received. */
    receivedDate: pg.date('received_date'),
    receivedAmountCents: pg.integer('received_amount_cents'),
    receivedFrom: pg.text('received_from'),
    /** A waiting-list offer: the SHA-256 of the link's token (never the token), and its hold. */
    offerTokenHash: pg.text('offer_token_hash'),
    offeredAt: timestamptz('offered_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
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
    userId: belongsTo('user_id', () => users.id),
    /** YYYY-MM of the tournament (freePlayMonth). */
    month: pg.text('month').notNull(),
    entryId: belongsTo('entry_id', () => tournamentEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    uniqueIndex('free_play_credits_entry_key').on(t.entryId),
  ],
);
