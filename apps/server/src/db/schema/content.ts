import {
  COUPON_TYPES,
  DEFAULT_CAMP_CAPACITY,
  DEFAULT_CAMP_EVENT_UNIT,
  INQUIRY_TYPES,
  PROGRAM_KINDS,
  SCHOOL_NAMES,
  type MajorEventFees,
} from '@kingside/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/*
 * The club's public content (docs/decisions/0008): locations, programs, coaches, news, gallery,
 * camp weeks, tournaments, and the newsletter list and inquiries.
 */

/** Where the club teaches: the main office, Argyle, and the after-school sites. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  notes: text('notes'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Classes and after-school programs, with price (cents) and weekly schedule in the club's time zone. */
export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: PROGRAM_KINDS }).notNull(),
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
  level: text('level'),
  description: text('description'),
  priceCents: integer('price_cents').notNull(),
  priceUnit: text('price_unit').notNull(),
  registrationFeeCents: integer('registration_fee_cents'),
  maxStudents: integer('max_students'),
  dayOfWeek: integer('day_of_week'),
  startTime: text('start_time'),
  endTime: text('end_time'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  /** After-school programs: the school whose registration form shows this program (RJLEE, MUSTANG). */
  schoolName: text('school_name', { enum: SCHOOL_NAMES }),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Coaches' public profiles (not their user accounts). */
export const coaches = pgTable(
  'coaches',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    bio: text('bio').notNull(),
    photoUrl: text('photo_url'),
    groupMonthlyCents: integer('group_monthly_cents'),
    privateMonthlyCents: integer('private_monthly_cents'),
    privateOnlineMonthlyCents: integer('private_online_monthly_cents'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('coaches_first_name_lower_key').on(sql`lower(${t.firstName})`)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_items_published_idx').on(t.publishedAt)],
);

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  imageIndex: integer('image_index').notNull(),
  imageUrl: text('image_url').notNull(),
  caption: text('caption'),
});

/** One week and slot of summer camp; prices in cents. */
export const campEvents = pgTable(
  'camp_events',
  {
    id: serial('id').primaryKey(),
    eventName: text('event_name').notNull(),
    eventSlot: text('event_slot').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    priceCents: integer('price_cents').notNull(),
    earlyBirdPriceCents: integer('early_bird_price_cents'),
    earlyBirdDeadline: date('early_bird_deadline'),
    eventUnit: integer('event_unit').notNull().default(DEFAULT_CAMP_EVENT_UNIT),
    capacity: integer('capacity').notNull().default(DEFAULT_CAMP_CAPACITY),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('camp_events_name_slot_key').on(t.eventName, t.eventSlot)],
);

/** Tournaments (spec 2); the tournaments issue adds entries, sections and payment. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    timeControl: text('time_control').notNull(),
    entryFeesCents: integer('entry_fees_cents').notNull(),
    clubEntryFeesCents: integer('club_entry_fees_cents'),
    rounds: integer('rounds').notNull(),
    tournamentDate: date('tournament_date').notNull(),
    startTime: text('start_time').notNull(),
    /** Minutes the event is expected to last, for the calendar. */
    durationMinutes: integer('duration_minutes').notNull().default(240),
    majorEvent: boolean('major_event').notNull().default(false),
    rated: boolean('rated').notNull().default(true),
    soldout: boolean('soldout').notNull().default(false),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    // Issue 15 (docs/decisions/0036): the rest of spec 2 §3's Tournament.
    /** Sanitized HTML (an allow-list, on save and again when shown). */
    descriptionHtml: text('description_html'),
    pairingsHtml: text('pairings_html'),
    standingsHtml: text('standings_html'),
    prizeText: text('prize_text'),
    bgImage: text('bg_image'),
    imageUrl: text('image_url'),
    /** Section names (a weekly event's; a major event's come from `majorFees`). */
    sections: text('sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A major event's sections with their fees, fee dates, member discount and play-up fee. */
    majorFees: jsonb('major_fees').$type<MajorEventFees>(),
    schedules: text('schedules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    teamEvent: boolean('team_event').notNull().default(false),
    gradeEvent: boolean('grade_event').notNull().default(false),
    fideRated: boolean('fide_rated').notNull().default(false),
    online: boolean('online').notNull().default(false),
    showEntries: boolean('show_entries').notNull().default(true),
    /** Half-point byes a player may request. */
    maxByes: integer('max_byes').notNull().default(1),
    /** Places in the main list; null: no limit. */
    capacity: integer('capacity'),
  },
  (t) => [
    uniqueIndex('tournaments_short_name_key').on(t.shortName),
    index('tournaments_date_idx').on(t.tournamentDate),
  ],
);

/** A coupon (spec 2 §3): for one tournament, or for every cart when `tournamentId` is null. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, {
      onDelete: 'cascade',
    }),
    couponType: text('coupon_type', { enum: COUPON_TYPES }).notNull(),
    couponCode: text('coupon_code').notNull(),
    /** FLAT_FEE: cents; PERCENTAGE: whole percent. */
    couponValue: integer('coupon_value').notNull(),
    expirationDate: date('expiration_date'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.couponCode})`),
    index('coupons_tournament_idx').on(t.tournamentId),
  ],
);

/** Newsletter list and admin contacts (spec 2 Contact); unsubscribe keeps the address suppressed. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    phoneNumber: text('phone_number'),
    kidsName: text('kids_name'),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contacts_email_lower_key').on(sql`lower(${t.email})`)],
);

/**
 * Spec 1 Inquiry, plus `answered` (docs/decisions/0024): set by an admin in the grid, never by
 * the public form; the admin start page counts the inquiries not answered yet.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    inquiryType: text('inquiry_type', { enum: INQUIRY_TYPES }).notNull(),
    question: text('question').notNull(),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    answered: boolean('answered').notNull().default(false),
  },
  (t) => [index('inquiries_created_idx').on(t.createdDate)],
);
