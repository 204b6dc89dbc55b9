import { z } from 'zod';
import { ClassTimeSchema } from './class-times.js';
import { DateSchema, optionalString, TimeSchema } from './fields.js';
import { pageOf } from './common.js';
import { UserListQuerySchema } from './users.js';

/**
 * Attendance (spec 2 §2 "/attendance", §3 "Attendance"; docs/decisions/0028): staff mark a
 * student present at one class start of one club-local day; the server computes the instant in
 * CLUB_TIMEZONE, so a button reads the same wall-clock time on both sides of a DST change.
 */
export const ATTENDANCE_NOTES_MAX_LENGTH = 500;

/** Kingside's own messages for class times and attendance (the spec has none). */
export const ATTENDANCE_MESSAGES = {
  classTimeNotFound: 'Choose one of the club’s class times.',
  classTimeLabelTaken: 'A class time with that label already exists.',
  classTimeOrStart: 'Choose a class time or a start time, not both.',
  notAStudent: 'Choose an active student.',
  wrongWeekday: (weekday: string) => `That class meets on ${weekday}s; choose a ${weekday}.`,
  futureDate: 'Attendance cannot be marked for a future date.',
  rangeReversed: 'The start of the range must not be after its end.',
  markNotFound: 'No such attendance mark.',
} as const;

/** One student present at one class start. */
export const AttendanceMarkSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The class time marked, when the mark was made for one (null for a start time alone). */
  classTimeId: z.number().int().nullable(),
  /** The instant (ISO 8601, UTC). */
  attendedAt: z.string(),
  /** The club-local date of the instant, YYYY-MM-DD. */
  date: z.string(),
  /** The club-local wall-clock time of the instant, HH:MM. */
  startTime: z.string(),
  notes: z.string().nullable(),
  /** The username of whoever marked it, if that account still exists. */
  markedBy: z.string().nullable(),
});
export type AttendanceMark = z.infer<typeof AttendanceMarkSchema>;

/**
 * POST /api/attendance (spec: "sends user id, attendedDate, notes"): the student, the club-local
 * date (default today in the club's zone), and either a class time or a club-local start time.
 * Marking the same student at the same instant again answers the existing mark.
 */
export const AttendanceMarkRequestSchema = z
  .object({
    userId: z.number().int().positive(),
    date: DateSchema.optional(),
    classTimeId: z.number().int().positive().optional(),
    startTime: TimeSchema.optional(),
    notes: optionalString(ATTENDANCE_NOTES_MAX_LENGTH),
  })
  .refine((b) => (b.classTimeId === undefined) !== (b.startTime === undefined), {
    message: ATTENDANCE_MESSAGES.classTimeOrStart,
    path: ['classTimeId'],
  });
export type AttendanceMarkRequest = z.input<typeof AttendanceMarkRequestSchema>;

/** An active student (role student, not disabled) as the attendance screens list them. */
export const AttendanceStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  classTime: z.string().nullable(),
  classTimeId: z.number().int().nullable(),
});
export type AttendanceStudent = z.infer<typeof AttendanceStudentSchema>;
export const AttendanceStudentPageSchema = pageOf(AttendanceStudentSchema);
export type AttendanceStudentPage = z.infer<typeof AttendanceStudentPageSchema>;

/** The paging and search of the attendance lists of students. */
export const AttendanceStudentQuerySchema = UserListQuerySchema.pick({
  page: true,
  size: true,
  search: true,
});
export type AttendanceStudentQuery = z.input<typeof AttendanceStudentQuerySchema>;

/** GET /api/attendance/day: one page of active students with their marks of one club-local day. */
export const AttendanceDayQuerySchema = AttendanceStudentQuerySchema.extend({
  date: DateSchema.optional(),
});
export type AttendanceDayQuery = z.input<typeof AttendanceDayQuerySchema>;

export const AttendanceDayStudentSchema = AttendanceStudentSchema.extend({
  /** The student's marks on that day, earliest first. */
  marks: z.array(AttendanceMarkSchema),
});
export type AttendanceDayStudent = z.infer<typeof AttendanceDayStudentSchema>;

export const AttendanceDaySchema = pageOf(AttendanceDayStudentSchema).extend({
  /** The club-local day shown (today in the club's zone unless asked). */
  date: z.string(),
  /** The active class times that meet on that weekday, by start time: one button each. */
  classTimes: z.array(ClassTimeSchema),
});
export type AttendanceDay = z.infer<typeof AttendanceDaySchema>;

const HistoryFilterFields = {
  userId: z.coerce.number().int().positive().optional(),
  classTimeId: z.coerce.number().int().positive().optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
};
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const RANGE_IN_ORDER = { message: ATTENDANCE_MESSAGES.rangeReversed, path: ['from'] };

/**
 * GET /api/attendance/history.csv: marks from `from` to `to` (club-local dates, both included;
 * default the 30 days up to today), of one student, one class time, or everyone.
 */
export const AttendanceHistoryFilterSchema = z
  .object(HistoryFilterFields)
  .refine(rangeInOrder, RANGE_IN_ORDER);
export type AttendanceHistoryFilter = z.input<typeof AttendanceHistoryFilterSchema>;

/** GET /api/attendance/history: the same filter, one page at a time, newest first. */
export const AttendanceHistoryQuerySchema = z
  .object({
    ...HistoryFilterFields,
    page: UserListQuerySchema.shape.page,
    size: UserListQuerySchema.shape.size,
  })
  .refine(rangeInOrder, RANGE_IN_ORDER);
export type AttendanceHistoryQuery = z.input<typeof AttendanceHistoryQuerySchema>;

export const AttendanceHistoryRowSchema = AttendanceMarkSchema.extend({
  username: z.string(),
  name: z.string(),
  /** The class time's label, when the mark names one that still exists. */
  classTimeLabel: z.string().nullable(),
});
export type AttendanceHistoryRow = z.infer<typeof AttendanceHistoryRowSchema>;
export const AttendanceHistoryPageSchema = pageOf(AttendanceHistoryRowSchema).extend({
  /** The range answered, after defaults. */
  from: z.string(),
  to: z.string(),
});
export type AttendanceHistoryPage = z.infer<typeof AttendanceHistoryPageSchema>;
