import {
  ATTENDANCE_MESSAGES,
  WEEKDAYS,
  type AttendanceDay,
  type AttendanceDayQuerySchema,
  type AttendanceHistoryFilterSchema,
  type AttendanceHistoryPage,
  type AttendanceHistoryQuerySchema,
  type AttendanceHistoryRow,
  type AttendanceMark,
  type AttendanceMarkRequestSchema,
  type AttendanceStudentPage,
  type AttendanceStudentQuerySchema,
} from '@kingside/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { csvLine } from '../../lib/csv.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { addDays, dayOfWeek, todayIn, wallClockIn, zonedTimeToUtc } from '../../lib/time.js';
import { classTimesRepository, presentClassTime, requireClassTime } from '../classtimes/index.js';
import { usersRepository, type UserRow } from '../users/index.js';
import {
  attendanceRepository,
  type HistoryFilter,
  type HistoryRow,
  type InstantRange,
  type MarkRow,
} from './attendance.repository.js';

/** The history's range when none is asked: the 30 days up to today. */
const DEFAULT_HISTORY_DAYS = 30;
/** Rows per query while a CSV export is written. */
const CSV_BATCH = 500;

const zoneOf = (ctx: AppContext) => ctx.config.club.timezone;

/** The instants of club-local days `from` to `to`, both included. */
const daysRange = (ctx: AppContext, from: string, to: string): InstantRange => ({
  from: zonedTimeToUtc(from, '00:00', zoneOf(ctx)),
  to: zonedTimeToUtc(addDays(to, 1), '00:00', zoneOf(ctx)),
});

function presentMark(ctx: AppContext, r: MarkRow): AttendanceMark {
  const local = wallClockIn(r.attendedAt, zoneOf(ctx));
  return {
    id: r.id,
    userId: r.userId,
    classTimeId: r.classTimeId,
    attendedAt: r.attendedAt.toISOString(),
    date: local.date,
    startTime: local.time,
    notes: r.notes,
    markedBy: r.markedBy,
  };
}

const presentHistory = (ctx: AppContext, r: HistoryRow): AttendanceHistoryRow => ({
  ...presentMark(ctx, r),
  username: r.username,
  name: r.name,
  classTimeLabel: r.classTimeLabel,
});

/**
 * POST /api/attendance. The instant is the club-local date and start time read in CLUB_TIMEZONE
 * (never a fixed UTC offset: spec 2 §9's buttons were off by the offset). A class time must meet
 * on that weekday; a bare start time takes the class time that starts then, if there is one.
 * Marking the same student at the same instant again answers the existing mark.
 */
export async function markAttendance(
  ctx: AppContext,
  caller: UserRow,
  body: z.output<typeof AttendanceMarkRequestSchema>,
): Promise<{ mark: AttendanceMark; created: boolean }> {
  const db = ctx.database.db;
  const repo = attendanceRepository(db);
  const today = todayIn(zoneOf(ctx));
  const date = body.date ?? today;
  if (date > today)
    throw badRequest('FUTURE_DATE', ATTENDANCE_MESSAGES.futureDate, {
      date: [ATTENDANCE_MESSAGES.futureDate],
    });
  const student = await usersRepository(db).findById(body.userId);
  if (!student || student.disabled || !student.roles.includes('student'))
    throw badRequest('NOT_A_STUDENT', ATTENDANCE_MESSAGES.notAStudent, {
      userId: [ATTENDANCE_MESSAGES.notAStudent],
    });

  const weekday = dayOfWeek(date);
  let classTimeId: number | null;
  let startTime: string;
  if (body.classTimeId !== undefined) {
    const classTime = await requireClassTime(db, body.classTimeId);
    if (classTime.weekday !== weekday) {
      const message = ATTENDANCE_MESSAGES.wrongWeekday(WEEKDAYS[classTime.weekday]!);
      throw badRequest('WRONG_WEEKDAY', message, { date: [message] });
    }
    classTimeId = classTime.id;
    startTime = classTime.startTime;
  } else {
    startTime = body.startTime!;
    classTimeId = (await classTimesRepository(db).activeAt(weekday, startTime))?.id ?? null;
  }

  const { id, created } = await repo.insertOrFind({
    userId: body.userId,
    classTimeId,
    attendedAt: zonedTimeToUtc(date, startTime, zoneOf(ctx)),
    notes: body.notes,
    markedBy: caller.id,
  });
  return { mark: presentMark(ctx, (await repo.findMark(id))!), created };
}

/** DELETE /api/attendance/{id}: undoes a mark. */
export async function undoMark(ctx: AppContext, id: number): Promise<void> {
  if (!(await attendanceRepository(ctx.database.db).delete(id)))
    throw notFound(ATTENDANCE_MESSAGES.markNotFound);
}

/** Active students (the student role, not disabled): one page by name, from the users module. */
async function activeStudents(
  db: DbOrTx,
  query: { page: number; size: number; search: string | null },
) {
  const { rows, total } = await usersRepository(db).list({
    ...query,
    role: 'student',
    activeOnly: true,
    sort: 'name',
    direction: 'asc',
  });
  return {
    rows: rows.map(({ id, username, name, classTime, classTimeId }) => ({
      id,
      username,
      name,
      classTime,
      classTimeId,
    })),
    total,
  };
}

/** GET /api/attendance/students: one page of active students. */
export async function listActiveStudents(
  ctx: AppContext,
  query: z.output<typeof AttendanceStudentQuerySchema>,
): Promise<AttendanceStudentPage> {
  const { rows, total } = await activeStudents(ctx.database.db, query);
  return pageAnswer(query, rows, total);
}

/**
 * GET /api/attendance/day: the class times of one club-local day (its buttons) and one page of
 * active students with their marks of that day.
 */
export async function attendanceDay(
  ctx: AppContext,
  query: z.output<typeof AttendanceDayQuerySchema>,
): Promise<AttendanceDay> {
  const db = ctx.database.db;
  const repo = attendanceRepository(db);
  const date = query.date ?? todayIn(zoneOf(ctx));
  const [classTimes, { rows, total }] = await Promise.all([
    classTimesRepository(db).activeOn(dayOfWeek(date)),
    activeStudents(db, query),
  ]);
  const marks = await repo.marksOf(
    rows.map((r) => r.id),
    daysRange(ctx, date, date),
  );
  const items = rows.map((student) => ({
    ...student,
    marks: marks.filter((m) => m.userId === student.id).map((m) => presentMark(ctx, m)),
  }));
  return { date, classTimes: classTimes.map(presentClassTime), ...pageAnswer(query, items, total) };
}

/** The history's filter with the default range applied. */
function historyFilter(
  ctx: AppContext,
  q: z.output<typeof AttendanceHistoryFilterSchema>,
): { filter: HistoryFilter; from: string; to: string } {
  const to = q.to ?? todayIn(zoneOf(ctx));
  const from = q.from ?? addDays(to, 1 - DEFAULT_HISTORY_DAYS);
  return {
    from,
    to,
    filter: {
      ...daysRange(ctx, from, to),
      ...(q.userId === undefined ? {} : { userId: q.userId }),
      ...(q.classTimeId === undefined ? {} : { classTimeId: q.classTimeId }),
    },
  };
}

/** GET /api/attendance/history: one page of marks in a range, newest first. */
export async function attendanceHistory(
  ctx: AppContext,
  query: z.output<typeof AttendanceHistoryQuerySchema>,
): Promise<AttendanceHistoryPage> {
  const { filter, from, to } = historyFilter(ctx, query);
  const { rows, total } = await attendanceRepository(ctx.database.db).history(filter, query);
  const items = rows.map((r) => presentHistory(ctx, r));
  return { ...pageAnswer(query, items, total), from, to };
}

const CSV_HEADER = [
  'date',
  'startTime',
  'username',
  'name',
  'classTime',
  'notes',
  'markedBy',
  'attendedAt',
];

/**
 * GET /api/attendance/history.csv: the same marks as the history, every page, written a batch at
 * a time (club-local date and time first, then the instant in UTC).
 */
export async function* attendanceHistoryCsv(
  ctx: AppContext,
  query: z.output<typeof AttendanceHistoryFilterSchema>,
): AsyncGenerator<string> {
  const { filter } = historyFilter(ctx, query);
  const repo = attendanceRepository(ctx.database.db);
  yield csvLine(CSV_HEADER);
  let after: { attendedAt: Date; id: number } | null = null;
  for (;;) {
    const rows = await repo.historyBatch(filter, after, CSV_BATCH);
    yield rows
      .map((r) => {
        const row = presentHistory(ctx, r);
        return csvLine([
          row.date,
          row.startTime,
          row.username,
          row.name,
          row.classTimeLabel,
          row.notes,
          row.markedBy,
          row.attendedAt,
        ]);
      })
      .join('');
    if (rows.length < CSV_BATCH) return;
    const last = rows.at(-1)!;
    after = { attendedAt: last.attendedAt, id: last.id };
  }
}
