import {
  CLASS_PROGRESS_PAGE_MAX,
  isAdmin,
  PROGRESS_MESSAGES,
  percentOf,
  type ClassProgress,
  type ClassProgressRow,
  type ProgressClass,
  type ReportPeriod,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { csvLine } from '../../lib/csv.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { pageAnswer } from '../../lib/paging.js';
import { addDays, daysBetween, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import type { UserRow } from '../users/index.js';
import { progressClassRepository } from './progress.class.repository.js';
import { classDaysOf, resolvePeriod, spanOf } from './progress.period.js';
import { blundersPerGame } from '../mygames/index.js';

/** GET /api/progress/classes: an admin's every active class time, a coach's own. */
export async function progressClasses(ctx: AppContext, caller: UserRow): Promise<ProgressClass[]> {
  return progressClassRepository(ctx.database.db).classes(isAdmin(caller.roles) ? null : caller.id);
}

async function classTimeFor(ctx: AppContext, caller: UserRow, id: number) {
  const classTime = await progressClassRepository(ctx.database.db).classTime(id);
  if (!classTime) throw notFound(PROGRESS_MESSAGES.classNotFound);
  if (!isAdmin(caller.roles) && classTime.coachId !== caller.id)
    throw forbidden(PROGRESS_MESSAGES.classForbidden);
  return classTime;
}

/** The class view's rows for a page of students. */
async function classRows(
  ctx: AppContext,
  students: { id: number; username: string; name: string; rating: number }[],
  weekday: number,
  period: ReportPeriod,
): Promise<{ rows: ClassProgressRow[]; weeks: string[] }> {
  const tz = ctx.config.club.timezone;
  const today = todayIn(tz);
  const span = spanOf(period.from, period.to, tz);
  const lastDay = period.to < today ? period.to : today;
  const weekCount =
    period.from <= lastDay ? Math.floor(daysBetween(period.from, lastDay) / 7) + 1 : 0;
  const weeks = Array.from({ length: weekCount }, (_, i) => addDays(period.from, 7 * i));
  const classDays = period.from <= lastDay ? classDaysOf(weekday, period.from, lastDay).length : 0;
  const weekEnds = weeks.map((start) => {
    const end = zonedTimeToUtc(addDays(start, 7), '00:00', tz).toISOString();
    return end < span.before ? end : span.before;
  });
  const f = await progressClassRepository(ctx.database.db).classFigures(
    students.map((s) => s.id),
    span,
    tz,
    weekEnds,
  );
  const mistakes = await blundersPerGame(
    ctx.database.db,
    students.map((s) => s.id),
    new Date(span.from),
    new Date(span.before),
  );
  const rows = students.map((s): ClassProgressRow => {
    const mine = <T extends { userId: number }>(list: T[] | undefined) =>
      (list ?? []).filter((r) => r.userId === s.id);
    const byWeek = (list: { w: number; n: number }[]) => {
      const values = weeks.map(() => 0);
      for (const r of list) if (r.w >= 0 && r.w < weeks.length) values[r.w] = r.n;
      return values;
    };
    const ratingWeeks = new Map(mine(f?.ratingWeeks).map((r) => [r.w, r.rating]));
    const ratingTrend = weeks.map((_, i) => ratingWeeks.get(i) ?? null);
    const homework = mine(f?.homework)[0] ?? { assigned: 0, completed: 0 };
    const attendanceTrend = byWeek(mine(f?.attended));
    const attended = attendanceTrend.reduce((a, b) => a + b, 0);
    return {
      id: s.id,
      username: s.username,
      name: s.name,
      rating: s.rating,
      puzzleRating: mine(f?.ratingNow)[0]?.rating ?? null,
      ratingTrend,
      homeworkAssigned: homework.assigned,
      homeworkCompleted: homework.completed,
      homeworkRate: percentOf(homework.completed, homework.assigned),
      homeworkTrend: byWeek(mine(f?.homeworkWeeks)),
      attended,
      classDays,
      attendanceRate: classDays > 0 ? Math.min(100, percentOf(attended, classDays) ?? 0) : null,
      attendanceTrend,
      puzzlesSolved: mine(f?.solved)[0]?.n ?? 0,
      gamesPlayed: mine(f?.games)[0]?.n ?? 0,
      gamesAnalysed: mistakes.get(s.id)?.games ?? 0,
      blundersPerGame: mistakes.get(s.id)?.perGame ?? null,
    };
  });
  return { rows, weeks };
}

/** GET /api/classTimes/{id}/progress */
export async function classProgress(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  q: { from?: string | undefined; to?: string | undefined; page: number; size: number },
): Promise<ClassProgress> {
  const period = resolvePeriod(q, todayIn(ctx.config.club.timezone));
  const classTime = await classTimeFor(ctx, caller, id);
  const page = await progressClassRepository(ctx.database.db).classStudents(id, q.page, q.size);
  const { rows, weeks } = await classRows(ctx, page.rows, classTime.weekday, period);
  return {
    classTime: { id: classTime.id, label: classTime.label },
    period,
    weeks,
    ...pageAnswer(q, rows, page.total),
  };
}

const CSV_HEADER = [
  'username',
  'name',
  'rating',
  'puzzleRating',
  'ratingTrend',
  'homeworkAssigned',
  'homeworkCompleted',
  'homeworkRate',
  'homeworkTrend',
  'attended',
  'classDays',
  'attendanceRate',
  'attendanceTrend',
  'puzzlesSolved',
  'gamesPlayed',
  'gamesAnalysed',
  'blundersPerGame',
];

/** GET /api/classTimes/{id}/progress.csv: every student of the class, a page at a time. */
export async function classProgressCsv(
  ctx: AppContext,
  caller: UserRow,
  id: number,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<{ filename: string; lines: AsyncGenerator<string> }> {
  const period = resolvePeriod(q, todayIn(ctx.config.club.timezone));
  const classTime = await classTimeFor(ctx, caller, id);
  const trend = (values: (number | null)[]) =>
    values.map((v) => (v === null ? 'n/a' : String(v))).join(' ');
  async function* lines() {
    yield csvLine([`Class progress: ${classTime.label}, ${period.label}`]);
    yield csvLine(CSV_HEADER);
    for (let page = 0; ; page += 1) {
      const students = await progressClassRepository(ctx.database.db).classStudents(
        id,
        page,
        CLASS_PROGRESS_PAGE_MAX,
      );
      const { rows } = await classRows(ctx, students.rows, classTime.weekday, period);
      for (const r of rows)
        yield csvLine([
          r.username,
          r.name,
          r.rating,
          r.puzzleRating ?? '',
          trend(r.ratingTrend),
          r.homeworkAssigned,
          r.homeworkCompleted,
          r.homeworkRate ?? '',
          trend(r.homeworkTrend),
          r.attended,
          r.classDays,
          r.attendanceRate ?? '',
          trend(r.attendanceTrend),
          r.puzzlesSolved,
          r.gamesPlayed,
          r.gamesAnalysed,
          r.blundersPerGame ?? '',
        ]);
      if ((page + 1) * CLASS_PROGRESS_PAGE_MAX >= students.total) break;
    }
  }
  const slug = classTime.label
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return {
    filename: `class-progress-${slug || classTime.id}-${period.from}-${period.to}.csv`,
    lines: lines(),
  };
}
