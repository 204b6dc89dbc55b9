import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { belongsTo, createdAt, refersTo, serialId, timestamptz, updatedAt } from './columns.js';

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
    id: serialId(),
    label: pg.text('label').notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: pg.smallint('weekday').notNull(),
    /** Club-local wall-clock start, HH:MM (CLUB_TIMEZONE). */
    startTime: pg.text('start_time').notNull(),
    durationMinutes: pg.integer('duration_minutes').notNull(),
    location: pg.text('location'),
    coachId: refersTo('coach_id', () => users.id),
    active: pg.boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('class_times_label_lower_key').on(sql`lower(${t.label})`)],
);

/** One student present at one class start: the instant is computed in CLUB_TIMEZONE. */
export const attendance = pgTable(
  'attendance',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    classTimeId: refersTo('class_time_id', () => classTimes.id),
    attendedAt: timestamptz('attended_at').notNull(),
    notes: pg.text('notes'),
    markedBy: refersTo('marked_by', () => users.id),
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
    id: serialId(),
    parentUserId: belongsTo('parent_user_id', () => users.id),
    name: pg.text('name').notNull(),
    grade: pg.text('grade'),
    school: pg.text('school'),
    uscfId: pg.text('uscf_id'),
    rating: pg.integer('rating').notNull().default(0),
    chessDotComId: pg.text('chess_dot_com_id'),
    liChessId: pg.text('li_chess_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('children_parent_idx').on(t.parentUserId)],
);
