import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/*
 * Members and staff tools (issue 12): class times, attendance, and the children of a family.
 */

/**
 * The club's weekly classes. A user's classTimeId refers to one; the free-text users.classTime
 * of older accounts keeps working beside it.
 */
export const classTimes = pgTable(
  'class_times',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    /** Club-local wall-clock start, HH:MM (CLUB_TIMEZONE). */
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location'),
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_times_label_lower_key').on(sql`lower(${t.label})`)],
);

/** One student present at one class start: the instant is computed in CLUB_TIMEZONE. */
export const attendance = pgTable(
  'attendance',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classTimeId: integer('class_time_id').references(() => classTimes.id, {
      onDelete: 'set null',
    }),
    attendedAt: timestamp('attended_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Marking twice is the same mark.
    uniqueIndex('attendance_user_instant_key').on(t.userId, t.attendedAt),
    index('attendance_attended_idx').on(t.attendedAt),
    index('attendance_class_time_idx').on(t.classTimeId, t.attendedAt),
  ],
);

/** A parent's children (the family under the profile). */
export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: text('grade'),
    school: text('school'),
    uscfId: text('uscf_id'),
    rating: integer('rating').notNull().default(0),
    chessDotComId: text('chess_dot_com_id'),
    liChessId: text('li_chess_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('children_parent_idx').on(t.parentUserId)],
);
