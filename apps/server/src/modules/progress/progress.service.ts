import {
  canManageStudent,
  CLASS_PROGRESS_PAGE_MAX,
  isAdmin,
  monthsOf,
  ONLINE_SOURCES,
  percentOf,
  PROGRESS_CHILDREN_MAX,
  PROGRESS_MESSAGES,
  RATING_SERIES,
  RATING_SERIES_LABELS,
  REPORT_LIST_MAX,
  REPORT_PERIOD_MAX_DAYS,
  STUDENT_PARENTS_MAX,
  termOf,
  type ClassProgress,
  type ClassProgressRow,
  type OnlineSource,
  type ProgressChild,
  type ProgressClass,
  type RatingLine,
  type ReportCard,
  type ReportComment,
  type ReportPeriod,
  type SourceMonth,
  type SourceStats,
  type StudentDashboard,
  type StudentParent,
  type StudentTies,
} from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { csvLine } from '../../lib/csv.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { assertStudentAccess, studentWithAccess } from '../access/index.js';
import { addDays, dayOfWeek, daysBetween, todayIn, zonedTimeToUtc } from '../../lib/time.js';
import { puzzleProgress } from '../puzzles/index.js';
import type { UserRow } from '../users/index.js';
import { createUscfLookup } from '../uscf/index.js';
import { createOnlineStats, type OnlineFigures, type OnlineStats } from './online/index.js';
import {
  progressRepository,
  type MonthCountRow,
  type Span,
  type StudentDetailsRow,
} from './progress.repository.js';

/*
 * Student progress (issue 18, docs/decisions/0043): the student corner (spec 2 §3 "Dashboard"),
 * the report card and the coach's class view. Every figure is computed here from the club's own
 * tables, or read from the chess.com / Lichess cache the online adapters keep.
 */

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Instants of the club-local days [fromDay, toDay]. */
export function spanOf(fromDay: string, toDay: string, tz: string): Span {
  return {
    from: zonedTimeToUtc(fromDay, '00:00', tz).toISOString(),
    before: zonedTimeToUtc(addDays(toDay, 1), '00:00', tz).toISOString(),
    fromDay,
    toDay,
  };
}

/** A 'YYYY-MM' month of the club's calendar as a span. */
export function monthSpan(month: string, tz: string): Span {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return spanOf(`${month}-01`, last, tz);
}

/**
 * The report's period from the query: a term by default; only `from` runs to its term's end, only
 * `to` from its term's start. At most REPORT_PERIOD_MAX_DAYS days.
 */
export function resolvePeriod(
  q: { from?: string | undefined; to?: string | undefined },
  today: string,
): ReportPeriod {
  const from = q.from ?? termOf(q.to ?? today).from;
  const to = q.to ?? termOf(q.from ?? today).to;
  if (to < from)
    throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.periodOrder, {
      to: [PROGRESS_MESSAGES.periodOrder],
    });
  if (daysBetween(from, to) + 1 > REPORT_PERIOD_MAX_DAYS)
    throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.periodTooLong, {
      to: [PROGRESS_MESSAGES.periodTooLong],
    });
  const term = termOf(from);
  const label = term.from === from && term.to === to ? term.label : `${from} – ${to}`;
  return { from, to, label };
}

/** A student's details and what ties them to coaches and parents (the access policy's). */
type StudentRow = StudentDetailsRow & StudentTies;

/** The student by username if the caller may see their progress: 404 when none, else 403. */
async function studentFor(ctx: AppContext, caller: UserRow, username: string): Promise<StudentRow> {
  const db = ctx.database.db;
  const ties = await studentWithAccess(db, caller, username, 'see', {
    notFound: PROGRESS_MESSAGES.studentNotFound,
    forbidden: PROGRESS_MESSAGES.forbidden,
  });
  const details = await progressRepository(db).studentDetails(ties.id);
  if (!details) throw notFound(PROGRESS_MESSAGES.studentNotFound);
  return { ...details, ...ties };
}

/** The online adapters of this app: made once per context (they keep each site's request queue). */
const onlineByContext = new WeakMap<AppContext, OnlineStats>();
export function onlineStatsOf(ctx: AppContext, log?: Log): OnlineStats {
  let stats = onlineByContext.get(ctx);
  if (!stats) {
    stats = createOnlineStats(ctx.config, ctx.database.db, log);
    onlineByContext.set(ctx, stats);
  }
  return stats;
}

const accountOf = (s: StudentRow, source: OnlineSource) =>
  (source === 'chesscom' ? s.chessDotComId : s.liChessId)?.trim() || null;

const emptyMonth = (): SourceMonth => ({
  noOfLogins: null,
  gamesPlayed: null,
  puzzlesSolved: null,
  rating: null,
  maxNoOfLogins: null,
  maxNoOfLoginsUser: null,
  maxGamesPlayed: null,
  maxGamesPlayedUser: null,
  maxPuzzlesSolved: null,
  maxPuzzlesSolvedUser: null,
});

/** The student's figure and the best student's (ties by username) in month `m` of counted rows. */
function figureAndBest(rows: MonthCountRow[], me: number, m: 'm0' | 'm1') {
  let best: MonthCountRow | undefined;
  for (const row of rows) {
    if (!row.student || row[m] === 0) continue;
    if (!best || row[m] > best[m] || (row[m] === best[m] && row.username < best.username))
      best = row;
  }
  return {
    mine: rows.find((r) => r.userId === me)?.[m] ?? 0,
    best: best ? best[m] : null,
    bestUser: best?.username ?? null,
  };
}

/** The club's row of the corner: logins, live games, puzzles solved and the puzzle rating. */
async function clubStats(
  ctx: AppContext,
  student: StudentRow,
  months: [string, string],
): Promise<SourceStats> {
  const tz = ctx.config.club.timezone;
  const repo = progressRepository(ctx.database.db);
  const spans: [Span, Span] = [monthSpan(months[0], tz), monthSpan(months[1], tz)];
  const [logins, games, puzzles] = [
    await repo.logins(student.id, spans),
    await repo.games(student.id, spans),
    await repo.puzzlesSolved(student.id, spans),
  ];
  const month = async (m: 'm0' | 'm1', span: Span): Promise<SourceMonth> => {
    const l = figureAndBest(logins, student.id, m);
    const g = figureAndBest(games, student.id, m);
    const p = figureAndBest(puzzles, student.id, m);
    return {
      noOfLogins: l.mine,
      gamesPlayed: g.mine,
      puzzlesSolved: p.mine,
      rating: await repo.puzzleRatingBefore(student.id, span.before),
      maxNoOfLogins: l.best,
      maxNoOfLoginsUser: l.bestUser,
      maxGamesPlayed: g.best,
      maxGamesPlayedUser: g.bestUser,
      maxPuzzlesSolved: p.best,
      maxPuzzlesSolvedUser: p.bestUser,
    };
  };
  return {
    source: 'club',
    account: student.username,
    thisMonth: await month('m0', spans[0]),
    lastMonth: await month('m1', spans[1]),
    fetchedAt: null,
    unavailableSince: null,
    notFound: false,
  };
}

/** An online site's row: the student's figures as fetched (or cached) and the club's best there. */
async function onlineSourceStats(
  ctx: AppContext,
  online: OnlineStats,
  source: OnlineSource,
  account: string | null,
  months: [string, string],
  figures: OnlineFigures | null,
): Promise<SourceStats> {
  const repo = progressRepository(ctx.database.db);
  const month = async (key: string): Promise<SourceMonth> => {
    const mine = figures?.months[key] ?? null;
    const best = await repo.onlineBest(source, online.origin(source), key);
    return {
      ...emptyMonth(),
      gamesPlayed: mine?.gamesPlayed ?? null,
      puzzlesSolved: mine?.puzzlesSolved ?? null,
      rating: mine?.rating ?? null,
      maxGamesPlayed: best.games?.n ?? null,
      maxGamesPlayedUser: best.games?.username ?? null,
      maxPuzzlesSolved: best.puzzles?.n ?? null,
      maxPuzzlesSolvedUser: best.puzzles?.username ?? null,
    };
  };
  return {
    source,
    account,
    thisMonth: await month(months[0]),
    lastMonth: await month(months[1]),
    fetchedAt: figures?.fetchedAt?.toISOString() ?? null,
    unavailableSince: figures?.unavailableSince?.toISOString() ?? null,
    notFound: figures?.notFound ?? false,
  };
}

/** The US Chess rating from the tournament lookup's cache or the service; kept as today's snapshot. */
async function uscfRating(ctx: AppContext, student: StudentRow, log?: Log) {
  const uscfId = student.uscfId?.trim();
  if (!uscfId) return { rating: null, unavailable: false };
  try {
    const member = await createUscfLookup(ctx.config, ctx.database.db, log).member(uscfId);
    const rating = member.currentRating.regularRating;
    if (rating !== null)
      await progressRepository(ctx.database.db).saveSnapshot(
        student.id,
        'uscf',
        todayIn(ctx.config.club.timezone),
        rating,
      );
    return { rating, unavailable: false };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404)
      return { rating: null, unavailable: false };
    if (err instanceof AppError && err.statusCode === 503)
      return { rating: null, unavailable: true };
    throw err;
  }
}

/** GET /api/studentCorner/{username}: the online rows come from the cache, never from the sites. */
export async function studentCorner(
  ctx: AppContext,
  caller: UserRow,
  username: string,
  log?: Log,
): Promise<StudentDashboard> {
  const student = await studentFor(ctx, caller, username);
  const { thisMonth, lastMonth } = monthsOf(todayIn(ctx.config.club.timezone));
  const months: [string, string] = [thisMonth, lastMonth];
  const online = onlineStatsOf(ctx, log);
  const sources: SourceStats[] = [await clubStats(ctx, student, months)];
  for (const source of ONLINE_SOURCES) {
    const account = accountOf(student, source);
    const figures = account ? await online.cached(source, account, months) : null;
    sources.push(await onlineSourceStats(ctx, online, source, account, months, figures));
  }
  const uscf = await uscfRating(ctx, student, log);
  return {
    username: student.username,
    name: student.name,
    currentBatch: student.classTimeLabel ?? student.classTime,
    currentRating: student.rating,
    uscfId: student.uscfId,
    chessDotComId: student.chessDotComId,
    liChessId: student.liChessId,
    uscfRating: uscf.rating,
    uscfUnavailable: uscf.unavailable,
    thisMonth,
    lastMonth,
    sources,
    canComment: canManageStudent(caller, student),
  };
}

/** GET /api/studentCorner/{username}/sources/{source}: fetched from the site when the cache is old. */
export async function studentSource(
  ctx: AppContext,
  caller: UserRow,
  username: string,
  source: OnlineSource,
  log?: Log,
): Promise<SourceStats> {
  const student = await studentFor(ctx, caller, username);
  const { thisMonth, lastMonth } = monthsOf(todayIn(ctx.config.club.timezone));
  const months: [string, string] = [thisMonth, lastMonth];
  const online = onlineStatsOf(ctx, log);
  const account = accountOf(student, source);
  const figures = account ? await online.refresh(source, account, months, student.id) : null;
  return onlineSourceStats(ctx, online, source, account, months, figures);
}

const outcomeOf = (result: string, white: boolean): 'win' | 'draw' | 'loss' =>
  result === '1/2-1/2' ? 'draw' : (result === '1-0') === white ? 'win' : 'loss';

/** The class time's days in [fromDay, toDay] (none without a class time). */
function classDaysOf(weekday: number | null, fromDay: string, toDay: string): string[] {
  if (weekday === null) return [];
  const days: string[] = [];
  let day = fromDay;
  while (dayOfWeek(day) !== weekday) day = addDays(day, 1);
  for (; day <= toDay; day = addDays(day, 7)) days.push(day);
  return days;
}

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
  const repo = progressRepository(ctx.database.db);
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
  const rows = await progressRepository(ctx.database.db).onlineHealth();
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
  const repo = progressRepository(ctx.database.db);
  await repo.saveComment(student.id, period.from, period.to, body.comment, caller.id);
  const saved = await repo.comment(student.id, period.from, period.to);
  return { from: period.from, to: period.to, ...saved! };
}

/** GET /api/progress/classes: an admin's every active class time, a coach's own. */
export async function progressClasses(ctx: AppContext, caller: UserRow): Promise<ProgressClass[]> {
  return progressRepository(ctx.database.db).classes(isAdmin(caller.roles) ? null : caller.id);
}

async function classTimeFor(ctx: AppContext, caller: UserRow, id: number) {
  const classTime = await progressRepository(ctx.database.db).classTime(id);
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
  const f = await progressRepository(ctx.database.db).classFigures(
    students.map((s) => s.id),
    span,
    tz,
    weekEnds,
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
  const page = await progressRepository(ctx.database.db).classStudents(id, q.page, q.size);
  const { rows, weeks } = await classRows(ctx, page.rows, classTime.weekday, period);
  return {
    classTime: { id: classTime.id, label: classTime.label },
    period,
    weeks,
    items: rows,
    total: page.total,
    page: q.page,
    size: q.size,
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
      const students = await progressRepository(ctx.database.db).classStudents(
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

/** GET /api/progress/children: the students linked to the caller as a parent. */
export async function progressChildren(ctx: AppContext, caller: UserRow): Promise<ProgressChild[]> {
  return progressRepository(ctx.database.db).children(caller.id, PROGRESS_CHILDREN_MAX);
}

/** GET /api/users/{id}/parents */
export async function studentParentsOf(ctx: AppContext, id: number): Promise<StudentParent[]> {
  const repo = progressRepository(ctx.database.db);
  if (!(await repo.userExists(id))) throw notFound();
  return repo.parents(id);
}

/** PUT /api/users/{id}/parents: replaces the parent accounts linked to the student. */
export async function saveStudentParents(
  ctx: AppContext,
  id: number,
  body: { usernames: string[] },
): Promise<StudentParent[]> {
  return ctx.database.db.transaction(async (tx) => {
    const repo = progressRepository(tx);
    if (!(await repo.userExists(id))) throw notFound();
    const wanted = [...new Set(body.usernames.map((u) => u.toLowerCase()))];
    if (wanted.length > STUDENT_PARENTS_MAX)
      throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.tooManyParents, {
        usernames: [PROGRESS_MESSAGES.tooManyParents],
      });
    const found = await repo.usersByUsernames(wanted);
    const missing = wanted.filter((u) => !found.some((f) => f.username.toLowerCase() === u));
    if (missing.length > 0)
      throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.parentNotFound, {
        usernames: missing.map((u) => `${PROGRESS_MESSAGES.parentNotFound} (${u})`),
      });
    if (found.some((f) => f.id === id))
      throw badRequest('VALIDATION_ERROR', PROGRESS_MESSAGES.parentIsStudent, {
        usernames: [PROGRESS_MESSAGES.parentIsStudent],
      });
    await repo.setParents(
      id,
      found.map((f) => f.id),
    );
    return repo.parents(id);
  });
}
