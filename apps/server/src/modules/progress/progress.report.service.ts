import {
  canManageStudent,
  PROGRESS_MESSAGES,
  RATING_SERIES,
  RATING_SERIES_LABELS,
  REPORT_LIST_MAX,
  percentOf,
  type OnlineSource,
  type RatingLine,
  type ReportCard,
  type ReportComment,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { todayIn } from '../../lib/time.js';
import { assertStudentAccess } from '../access/index.js';
import { mistakesIn } from '../mygames/index.js';
import { puzzleProgress } from '../puzzles/index.js';
import type { UserRow } from '../users/index.js';
import { classDaysOf, resolvePeriod, spanOf } from './progress.period.js';
import { progressReportRepository } from './progress.report.repository.js';
import { studentFor } from './progress.student.js';

const outcomeOf = (result: string, white: boolean): 'win' | 'draw' | 'loss' =>
  result === '1/2-1/2' ? 'draw' : (result === '1-0') === white ? 'win' : 'loss';

/** GET /api/students/{username}/report */
export async function reportCard(
  ctx: AppContext,
  caller: UserRow,
  username: string,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<ReportCard> {
  const tz = ctx.config.club.timezone;
  const today = todayIn(tz);
  const period = resolvePeriod(q, today);
  const student = await studentFor(ctx, caller, username);
  const repo = progressReportRepository(ctx.database.db);
  const span = spanOf(period.from, period.to, tz);
  const upToToday = period.to < today ? period.to : today;

  const [puzzleDays, snapshots, homework, attendedDays, games, comment, online] = [
    await repo.puzzleRatingDays(student.id, span, tz),
    await repo.snapshots(student.id, period.from, period.to),
    await repo.homework(student.id, span, tz, today, REPORT_LIST_MAX),
    await repo.attendedDays(student.id, span, tz),
    await repo.liveGames(student.id, span, tz, REPORT_LIST_MAX),
    await repo.comment(student.id, period.from, period.to),
    await onlineHealth(ctx),
  ];
  const mistakes = await mistakesIn(
    ctx.database.db,
    student,
    new Date(span.from),
    new Date(span.before),
  );
  const puzzles = await puzzleProgress(
    ctx.database.db,
    student.id,
    new Date(span.from),
    new Date(span.before),
  );

  const ratings: RatingLine[] = RATING_SERIES.map((series) => ({
    series,
    label: RATING_SERIES_LABELS[series],
    points:
      series === 'puzzle'
        ? puzzleDays
        : snapshots
            .filter((s) => s.series === series)
            .map(({ date, rating }) => ({ date, rating })),
    unavailableSince:
      series === 'chesscom' || series === 'lichess' ? (online[series] ?? null) : null,
  }));

  const classDays =
    period.from <= upToToday ? classDaysOf(student.classTimeWeekday, period.from, upToToday) : [];
  const classDaySet = new Set(classDays);
  const attendedClassDays = attendedDays.filter((d) => classDaySet.has(d)).length;

  return {
    student: {
      id: student.id,
      username: student.username,
      name: student.name,
      classTime: student.classTimeLabel ?? student.classTime,
      coach: student.coachName,
      currentRating: student.rating,
      uscfId: student.uscfId,
      chessDotComId: student.chessDotComId,
      liChessId: student.liChessId,
    },
    period,
    ratings,
    homework: {
      ...homework.totals,
      completionRate: percentOf(homework.totals.completed, homework.totals.assigned),
      items: homework.items,
    },
    puzzles,
    mistakes,
    attendance: {
      classDays,
      attendedDays,
      rate: percentOf(attendedClassDays, classDays.length),
    },
    games: {
      ...games.totals,
      recent: games.recent.map((g) => ({
        id: g.id,
        date: g.date,
        opponent: g.opponent,
        color: g.white ? ('white' as const) : ('black' as const),
        outcome: outcomeOf(g.result, g.white),
        termination: g.termination,
        timeControl: g.timeControl,
      })),
    },
    comment: comment ? { from: period.from, to: period.to, ...comment } : null,
    canComment: canManageStudent(caller, student),
  };
}

/** Since when each online site has been failing (the adapters' health rows, shared by processes). */
async function onlineHealth(ctx: AppContext): Promise<Partial<Record<OnlineSource, string>>> {
  const rows = await progressReportRepository(ctx.database.db).onlineHealth();
  return Object.fromEntries(rows.map((r) => [r.source, r.unavailableSince.toISOString()]));
}

/** PUT /api/students/{username}/report/comment: the student's coaches and admins. */
export async function saveComment(
  ctx: AppContext,
  caller: UserRow,
  username: string,
  body: { from: string; to: string; comment: string },
): Promise<ReportComment> {
  const period = resolvePeriod(body, todayIn(ctx.config.club.timezone));
  const student = await studentFor(ctx, caller, username);
  assertStudentAccess(caller, student, 'manage', PROGRESS_MESSAGES.commentForbidden);
  const repo = progressReportRepository(ctx.database.db);
  await repo.saveComment(student.id, period.from, period.to, body.comment, caller.id);
  const saved = await repo.comment(student.id, period.from, period.to);
  return { from: period.from, to: period.to, ...saved! };
}
