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
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, refersTo, serialId, timestamptz } from './columns.js';

/*
 * The club's public content (docs/decisions/0008): locations, programs, coaches, news, gallery,
 * camp weeks, tournaments, and the newsletter list and inquiries.
 */

/** Where the club teaches: the main office, Argyle, and the after-school sites. */
export const locations = pgTable('locations', {
  id: serialId(),
  name: pg.text('name').notNull(),
  address: pg.text('address').notNull(),
  notes: pg.text('notes'),
  sortOrder: pg.integer('sort_order').notNull().default(0),
});

/** Classes and after-school programs, with price (cents) and weekly schedule in the club's time zone. */
export const programs = pgTable('programs', {
  id: serialId(),
  name: pg.text('name').notNull(),
  kind: pg.text('kind', { enum: PROGRAM_KINDS }).notNull(),
  locationId: refersTo('location_id', () => locations.id),
  level: pg.text('level'),
  description: pg.text('description'),
  priceCents: pg.integer('price_cents').notNull(),
  priceUnit: pg.text('price_unit').notNull(),
  registrationFeeCents: pg.integer('registration_fee_cents'),
  maxStudents: pg.integer('max_students'),
  dayOfWeek: pg.integer('day_of_week'),
  startTime: pg.text('start_time'),
  endTime: pg.text('end_time'),
  startDate: pg.date('start_date'),
  endDate: pg.date('end_date'),
  /** After-school programs: the school whose registration form shows this program (RJLEE, MUSTANG). */
  schoolName: pg.text('school_name', { enum: SCHOOL_NAMES }),
  active: pg.boolean('active').notNull().default(true),
  sortOrder: pg.integer('sort_order').notNull().default(0),
});

/** Coaches' public profiles (not their user accounts). */
export const coaches = pgTable(
  'coaches',
  {
    id: serialId(),
    firstName: pg.text('first_name').notNull(),
    lastName: pg.text('last_name').notNull(),
    title: pg.text('title'),
    bio: pg.text('bio').notNull(),
    photoUrl: pg.text('photo_url'),
    groupMonthlyCents: pg.integer('group_monthly_cents'),
    privateMonthlyCents: pg.integer('private_monthly_cents'),
    privateOnlineMonthlyCents: pg.integer('private_online_monthly_cents'),
    active: pg.boolean('active').notNull().default(true),
    sortOrder: pg.integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('coaches_first_name_lower_key').on(sql`lower(${t.firstName})`)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: serialId(),
    title: pg.text('title').notNull(),
    body: pg.text('body').notNull(),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [index('news_items_published_idx').on(t.publishedAt)],
);

export const galleryImages = pgTable('gallery_images', {
  id: serialId(),
  imageIndex: pg.integer('image_index').notNull(),
  imageUrl: pg.text('image_url').notNull(),
  caption: pg.text('caption'),
});

/** One week and slot of summer camp; prices in cents. */
export const campEvents = pgTable(
  'camp_events',
  {
    id: serialId(),
    eventName: pg.text('event_name').notNull(),
    eventSlot: pg.text('event_slot').notNull(),
    startDate: pg.date('start_date').notNull(),
    endDate: pg.date('end_date').notNull(),
    startTime: pg.text('start_time').notNull(),
    endTime: pg.text('end_time').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
    earlyBirdPriceCents: pg.integer('early_bird_price_cents'),
    earlyBirdDeadline: pg.date('early_bird_deadline'),
    eventUnit: pg.integer('event_unit').notNull().default(DEFAULT_CAMP_EVENT_UNIT),
    capacity: pg.integer('capacity').notNull().default(DEFAULT_CAMP_CAPACITY),
    active: pg.boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('camp_events_name_slot_key').on(t.eventName, t.eventSlot)],
);

/** Tournaments (spec 2); the tournaments issue adds entries, sections and payment. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serialId(),
    name: pg.text('name').notNull(),
    shortName: pg.text('short_name').notNull(),
    description: pg.text('description'),
    shortDescription: pg.text('short_description'),
    timeControl: pg.text('time_control').notNull(),
    entryFeesCents: pg.integer('entry_fees_cents').notNull(),
    clubEntryFeesCents: pg.integer('club_entry_fees_cents'),
    rounds: pg.integer('rounds').notNull(),
    tournamentDate: pg.date('tournament_date').notNull(),
    startTime: pg.text('start_time').notNull(),
    /** Minutes the event is expected to last, for the calendar. */
    durationMinutes: pg.integer('duration_minutes').notNull().default(240),
    majorEvent: pg.boolean('major_event').notNull().default(false),
    rated: pg.boolean('rated').notNull().default(true),
    soldout: pg.boolean('soldout').notNull().default(false),
    locationId: refersTo('location_id', () => locations.id),
    // Issue 15 (docs/decisions/0036): the rest of spec 2 §3's Tournament.
    /** Sanitized HTML (an allow-list, on save and again when shown). */
    descriptionHtml: pg.text('description_html'),
    pairingsHtml: pg.text('pairings_html'),
    standingsHtml: pg.text('standings_html'),
    prizeText: pg.text('prize_text'),
    bgImage: pg.text('bg_image'),
    imageUrl: pg.text('image_url'),
    /** Section names (a weekly event's; a major event's come from `majorFees`). */
    sections: pg
      .text('sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A major event's sections with their fees, fee dates, member discount and play-up fee. */
    majorFees: pg.jsonb('major_fees').$type<MajorEventFees>(),
    schedules: pg
      .text('schedules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    teamEvent: pg.boolean('team_event').notNull().default(false),
    gradeEvent: pg.boolean('grade_event').notNull().default(false),
    fideRated: pg.boolean('fide_rated').notNull().default(false),
    online: pg.boolean('online').notNull().default(false),
    showEntries: pg.boolean('show_entries').notNull().default(true),
    /** Half-point byes a player may request. */
    maxByes: pg.integer('max_byes').notNull().default(1),
    /** Places in the main list; null: no limit. */
    capacity: pg.integer('capacity'),
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
    id: serialId(),
    tournamentId: pg.integer('tournament_id').references(() => tournaments.id, {
      onDelete: 'cascade',
    }),
    couponType: pg.text('coupon_type', { enum: COUPON_TYPES }).notNull(),
    couponCode: pg.text('coupon_code').notNull(),
    /** FLAT_FEE: cents; PERCENTAGE: whole percent. */
    couponValue: pg.integer('coupon_value').notNull(),
    expirationDate: pg.date('expiration_date'),
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
    id: serialId(),
    email: pg.text('email').notNull(),
    name: pg.text('name'),
    phoneNumber: pg.text('phone_number'),
    kidsName: pg.text('kids_name'),
    unsubscribe: pg.boolean('unsubscribe').notNull().default(false),
    modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
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
    id: serialId(),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phoneNumber: pg.text('phone_number'),
    inquiryType: pg.text('inquiry_type', { enum: INQUIRY_TYPES }).notNull(),
    question: pg.text('question').notNull(),
    appointmentDate: timestamptz('appointment_date'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    answered: pg.boolean('answered').notNull().default(false),
  },
  (t) => [index('inquiries_created_idx').on(t.createdDate)],
);
