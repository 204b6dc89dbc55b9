import type { OnlineSource, RatingSeries } from '@kingside/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  classTimes,
  onlineMonths,
  onlineSources,
  ratingSnapshots,
  reportComments,
  studentParents,
  users,
} from '../../db/schema.js';

/*
 * Student progress (issue 18): the club's own figures read from the tables the other modules
 * write (sessions, live_games, puzzle_attempts, student_assignments, attendance), and this
 * module's tables. Periods are instants [from, before) built from club-local days by the service;
 * `tz` turns instants back into club-local days.
 */

/** A period as instants (ISO) and its club-local days. */
export type Span = { from: string; before: string; fromDay: string; toDay: string };

const at = (iso: string) => sql`${iso}::timestamptz`;
const isStudent = sql`${users.roles} @> array['student']::text[]`;
/** The same, in raw queries where users is aliased `u`. */
const uIsStudent = sql`u.roles @> array['student']::text[]`;

/** A student's details for their corner and report card (who may see them: modules/access). */
export type StudentDetailsRow = {
  id: number;
  username: string;
  name: string;
  rating: number;
  uscfId: string | null;
  chessDotComId: string | null;
  liChessId: string | null;
  classTime: string | null;
  classTimeId: number | null;
  classTimeLabel: string | null;
  classTimeWeekday: number | null;
  coachId: number | null;
  coachName: string | null;
};

/** Per user, a figure in each of two months (this, last). */
export type MonthCountRow = {
  userId: number;
  username: string;
  student: boolean;
  m0: number;
  m1: number;
};

export function progressRepository(db: DbOrTx) {
  /** The club's students' (and `me`'s) counts per month, from a query of (user_id, at) pairs. */
  async function monthCounts(
    pairs: ReturnType<typeof sql>,
    me: number,
    months: [Span, Span],
  ): Promise<MonthCountRow[]> {
    const [m0, m1] = months;
    return rowsOf<MonthCountRow>(
      await db.execute(sql`
        select p.user_id as "userId", u.username, (u.roles @> array['student']::text[]) as student,
          count(*) filter (where p.at >= ${at(m0.from)} and p.at < ${at(m0.before)})::int as m0,
          count(*) filter (where p.at >= ${at(m1.from)} and p.at < ${at(m1.before)})::int as m1
        from (${pairs}) as p
        join ${users} u on u.id = p.user_id
        where (u.roles @> array['student']::text[] or u.id = ${me})
        group by p.user_id, u.username, u.roles`),
    );
  }

  return {
    /** A user's details by id; undefined when none. */
    async studentDetails(id: number): Promise<StudentDetailsRow | undefined> {
      const [row] = rowsOf<StudentDetailsRow>(
        await db.execute(sql`
          select u.id, u.username, u.name, u.rating, u.uscf_id as "uscfId",
            u.chess_dot_com_id as "chessDotComId", u.li_chess_id as "liChessId",
            u.class_time as "classTime", u.class_time_id as "classTimeId",
            ct.label as "classTimeLabel", ct.weekday as "classTimeWeekday",
            u.coach_id as "coachId", c.name as "coachName"
          from ${users} u
          left join ${classTimes} ct on ct.id = u.class_time_id
          left join ${users} c on c.id = u.coach_id
          where u.id = ${id}`),
      );
      return row;
    },

    /** Logins (sessions started) per month. */
    logins: (me: number, months: [Span, Span]) =>
      monthCounts(
        sql`select user_id, created_at as at from sessions
          where created_at >= ${at(months[1].from)} and created_at < ${at(months[0].before)}`,
        me,
        months,
      ),

    /** Live games played to a result per month (aborted games do not count). */
    games: (me: number, months: [Span, Span]) =>
      monthCounts(
        sql`select pl.user_id, g.ended_at as at
          from live_games g cross join lateral (values (g.white_id), (g.black_id)) as pl(user_id)
          where g.status = 'over' and g.termination <> 'aborted'
            and g.ended_at >= ${at(months[1].from)} and g.ended_at < ${at(months[0].before)}`,
        me,
        months,
      ),

    /** Distinct puzzles solved per month. */
    puzzlesSolved: (me: number, months: [Span, Span]) =>
      monthCounts(
        sql`select user_id, min(created_at) as at from puzzle_attempts
          where solved and created_at >= ${at(months[1].from)} and created_at < ${at(months[0].before)}
          group by user_id, puzzle_id, (created_at >= ${at(months[0].from)})`,
        me,
        months,
      ),

    /** The user's puzzle rating after their last rated attempt before `before` (null: none). */
    async puzzleRatingBefore(userId: number, before: string): Promise<number | null> {
      const [row] = rowsOf<{ rating: number }>(
        await db.execute(sql`
          select user_rating as rating from puzzle_attempts
          where user_id = ${userId} and rated and created_at < ${at(before)}
          order by created_at desc, id desc limit 1`),
      );
      return row?.rating ?? null;
    },

    /**
     * The club's best month on an online site among students whose account there was fetched:
     * the most games and puzzles with the username behind each.
     */
    async onlineBest(
      source: OnlineSource,
      origin: string,
      month: string,
    ): Promise<{
      games: { n: number; username: string } | null;
      puzzles: { n: number; username: string } | null;
    }> {
      const account =
        source === 'chesscom'
          ? sql`lower(trim(u.chess_dot_com_id))`
          : sql`lower(trim(u.li_chess_id))`;
      const best = async (column: ReturnType<typeof sql>) => {
        const [row] = rowsOf<{ n: number; username: string }>(
          await db.execute(sql`
            select ${column} as n, u.username
            from ${onlineMonths} m join ${users} u on ${account} = m.account and ${uIsStudent}
            where m.source = ${source} and m.origin = ${origin} and m.month = ${month}
              and ${column} is not null
            order by ${column} desc, u.username asc limit 1`),
        );
        return row ?? null;
      };
      return {
        games: await best(sql`m.games_played`),
        puzzles: await best(sql`m.puzzles_solved`),
      };
    },

    /** Ratings kept per day for the report's lines, in the period. */
    async snapshots(userId: number, fromDay: string, toDay: string) {
      return db
        .select({
          series: ratingSnapshots.series,
          date: ratingSnapshots.day,
          rating: ratingSnapshots.rating,
        })
        .from(ratingSnapshots)
        .where(
          and(
            eq(ratingSnapshots.userId, userId),
            sql`${ratingSnapshots.day} between ${fromDay}::date and ${toDay}::date`,
          ),
        )
        .orderBy(asc(ratingSnapshots.series), asc(ratingSnapshots.day));
    },

    /** Keeps a rating the student had today (the latest answer of the day wins). */
    async saveSnapshot(userId: number, series: RatingSeries, day: string, rating: number) {
      await db
        .insert(ratingSnapshots)
        .values({ userId, series, day, rating })
        .onConflictDoUpdate({
          target: [ratingSnapshots.userId, ratingSnapshots.series, ratingSnapshots.day],
          set: { rating },
        });
    },

    /** The puzzle rating after the last rated attempt of each club-local day of the span. */
    async puzzleRatingDays(userId: number, span: Span, tz: string) {
      return rowsOf<{ date: string; rating: number }>(
        await db.execute(sql`
          select distinct on (day) day as date, user_rating as rating
          from (
            select to_char(created_at at time zone ${tz}, 'YYYY-MM-DD') as day, user_rating, id
            from puzzle_attempts
            where user_id = ${userId} and rated
              and created_at >= ${at(span.from)} and created_at < ${at(span.before)}
          ) as a
          order by day, id desc`),
      );
    },

    /**
     * Homework of the span: assigned, due or completed in it; newest first, at most `limit`,
     * with the totals over all of them.
     */
    async homework(userId: number, span: Span, tz: string, today: string, limit: number) {
      const inSpan = sql`sa.user_id = ${userId} and (
        (sa.created_at >= ${at(span.from)} and sa.created_at < ${at(span.before)})
        or (sa.completed_at >= ${at(span.from)} and sa.completed_at < ${at(span.before)})
        or (sa.due_date between ${span.fromDay}::date and ${span.toDay}::date))`;
      const overdue = sql`(not sa.completed and sa.due_date is not null and sa.due_date < ${today}::date)`;
      const [totals] = rowsOf<{ assigned: number; completed: number; overdue: number }>(
        await db.execute(sql`
          select count(*)::int as assigned, count(*) filter (where sa.completed)::int as completed,
            count(*) filter (where ${overdue})::int as overdue
          from student_assignments sa where ${inSpan}`),
      );
      const items = rowsOf<{
        id: number;
        name: string;
        assignedDate: string;
        dueDate: string | null;
        completedDate: string | null;
        attempts: number;
        overdue: boolean;
      }>(
        await db.execute(sql`
          select sa.id, a.name,
            to_char(sa.created_at at time zone ${tz}, 'YYYY-MM-DD') as "assignedDate",
            to_char(sa.due_date, 'YYYY-MM-DD') as "dueDate",
            to_char(sa.completed_at at time zone ${tz}, 'YYYY-MM-DD') as "completedDate",
            sa.attempt_count as attempts, ${overdue} as overdue
          from student_assignments sa join assignments a on a.id = sa.assignment_id
          where ${inSpan}
          order by sa.created_at desc, sa.id desc
          limit ${limit}`),
      );
      return { totals: totals ?? { assigned: 0, completed: 0, overdue: 0 }, items };
    },

    /** The club-local days the user was marked present in the span. */
    async attendedDays(userId: number, span: Span, tz: string): Promise<string[]> {
      const rows = rowsOf<{ day: string }>(
        await db.execute(sql`
          select distinct to_char(attended_at at time zone ${tz}, 'YYYY-MM-DD') as day
          from attendance
          where user_id = ${userId} and attended_at >= ${at(span.from)} and attended_at < ${at(span.before)}
          order by day`),
      );
      return rows.map((r) => r.day);
    },

    /** Live games played to a result in the span: totals, and the newest `limit`. */
    async liveGames(userId: number, span: Span, tz: string, limit: number) {
      const mine = sql`g.status = 'over' and g.termination <> 'aborted'
        and (g.white_id = ${userId} or g.black_id = ${userId})
        and g.ended_at >= ${at(span.from)} and g.ended_at < ${at(span.before)}`;
      const won = sql`((g.result = '1-0' and g.white_id = ${userId}) or (g.result = '0-1' and g.black_id = ${userId}))`;
      const lost = sql`((g.result = '0-1' and g.white_id = ${userId}) or (g.result = '1-0' and g.black_id = ${userId}))`;
      const [totals] = rowsOf<{ played: number; won: number; drawn: number; lost: number }>(
        await db.execute(sql`
          select count(*)::int as played, count(*) filter (where ${won})::int as won,
            count(*) filter (where g.result = '1/2-1/2')::int as drawn,
            count(*) filter (where ${lost})::int as lost
          from live_games g where ${mine}`),
      );
      const recent = rowsOf<{
        id: string;
        date: string;
        opponent: string;
        white: boolean;
        result: string;
        termination: string | null;
        timeControl: string;
      }>(
        await db.execute(sql`
          select g.id, to_char(g.ended_at at time zone ${tz}, 'YYYY-MM-DD') as date,
            o.username as opponent, (g.white_id = ${userId}) as white, g.result,
            g.termination, g.time_control as "timeControl"
          from live_games g
          join ${users} o on o.id = case when g.white_id = ${userId} then g.black_id else g.white_id end
          where ${mine}
          order by g.ended_at desc limit ${limit}`),
      );
      return { totals: totals ?? { played: 0, won: 0, drawn: 0, lost: 0 }, recent };
    },

    async comment(studentId: number, fromDay: string, toDay: string) {
      const [row] = rowsOf<{ comment: string; author: string | null; updatedAt: string }>(
        await db.execute(sql`
          select rc.comment, a.name as author,
            to_char(rc.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
          from ${reportComments} rc left join ${users} a on a.id = rc.author_id
          where rc.student_id = ${studentId} and rc.period_from = ${fromDay}::date
            and rc.period_to = ${toDay}::date`),
      );
      return row;
    },

    async saveComment(
      studentId: number,
      fromDay: string,
      toDay: string,
      comment: string,
      authorId: number,
    ) {
      await db
        .insert(reportComments)
        .values({ studentId, periodFrom: fromDay, periodTo: toDay, comment, authorId })
        .onConflictDoUpdate({
          target: [reportComments.studentId, reportComments.periodFrom, reportComments.periodTo],
          set: { comment, authorId, updatedAt: sql`now()` },
        });
    },

    /** The class times a coach coaches (every active one for `coachId` null), with their students. */
    async classes(coachId: number | null) {
      return rowsOf<{ id: number; label: string; students: number }>(
        await db.execute(sql`
          select ct.id, ct.label,
            (select count(*) from ${users} u where u.class_time_id = ct.id and ${uIsStudent}
              and not u.disabled)::int as students
          from ${classTimes} ct
          where ct.active ${coachId === null ? sql`` : sql`and ct.coach_id = ${coachId}`}
          order by ct.weekday, ct.start_time, ct.label`),
      );
    },

    async classTime(id: number) {
      const [row] = await db
        .select({
          id: classTimes.id,
          label: classTimes.label,
          weekday: classTimes.weekday,
          coachId: classTimes.coachId,
        })
        .from(classTimes)
        .where(eq(classTimes.id, id));
      return row;
    },

    /** A page of a class time's students by name, and how many there are. */
    async classStudents(classTimeId: number, page: number, size: number) {
      const where = and(eq(users.classTimeId, classTimeId), isStudent, eq(users.disabled, false));
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select({ id: users.id, username: users.username, name: users.name, rating: users.rating })
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The class view's figures for `ids` over the span, in 7-day buckets from its first day:
     * the puzzle rating at each of `weekEnds` (the last rated attempt before it), homework
     * completed per bucket, days attended per bucket, and the totals.
     */
    async classFigures(ids: number[], span: Span, tz: string, weekEnds: string[]) {
      if (ids.length === 0) return null;
      const idList = sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;
      const bucket = (instant: ReturnType<typeof sql>) =>
        sql`floor(((${instant} at time zone ${tz})::date - ${span.fromDay}::date) / 7)::int`;
      const inSpan = (column: ReturnType<typeof sql>) =>
        sql`${column} >= ${at(span.from)} and ${column} < ${at(span.before)}`;
      // The rating after the last rated attempt before each week's end (one index probe each).
      const ends = sql`array[${sql.join(
        weekEnds.map((end) => sql`${end}::timestamptz`),
        sql`, `,
      )}]::timestamptz[]`;
      const [ratingNow, ratingWeeks, homework, homeworkWeeks, attended, solved, games] =
        await Promise.all([
          db.execute(sql`select user_id as "userId", round(rating)::int as rating
            from puzzle_players where user_id = any(${idList})`),
          weekEnds.length === 0
            ? Promise.resolve({ rows: [] })
            : db.execute(sql`select u.id as "userId", (e.n - 1)::int as w, r.rating
            from unnest(${idList}) as u(id)
            cross join unnest(${ends}) with ordinality as e(ends_at, n)
            cross join lateral (select pa.user_rating as rating from puzzle_attempts pa
              where pa.user_id = u.id and pa.rated and pa.created_at < e.ends_at
              order by pa.created_at desc limit 1) r`),
          db.execute(sql`select user_id as "userId", count(*)::int as assigned,
              count(*) filter (where completed)::int as completed
            from student_assignments sa
            where user_id = any(${idList}) and (${inSpan(sql`sa.created_at`)}
              or ${inSpan(sql`sa.completed_at`)}
              or sa.due_date between ${span.fromDay}::date and ${span.toDay}::date)
            group by user_id`),
          db.execute(sql`select user_id as "userId", ${bucket(sql`completed_at`)} as w, count(*)::int as n
            from student_assignments
            where user_id = any(${idList}) and completed and ${inSpan(sql`completed_at`)}
            group by user_id, w`),
          db.execute(sql`select user_id as "userId", w, count(distinct day)::int as n
            from (select user_id, ${bucket(sql`attended_at`)} as w,
                (attended_at at time zone ${tz})::date as day
              from attendance where user_id = any(${idList}) and ${inSpan(sql`attended_at`)}) d
            group by user_id, w`),
          // Distinct by hashing (not sorting) the pairs the partial index holds.
          db.execute(sql`select "userId", count(*)::int as n from (
              select distinct user_id as "userId", puzzle_id from puzzle_attempts
              where user_id = any(${idList}) and solved and ${inSpan(sql`created_at`)}) d
            group by "userId"`),
          db.execute(sql`select pl.user_id as "userId", count(*)::int as n
            from live_games g cross join lateral (values (g.white_id), (g.black_id)) as pl(user_id)
            where g.status = 'over' and g.termination <> 'aborted' and ${inSpan(sql`g.ended_at`)}
              and pl.user_id = any(${idList})
            group by pl.user_id`),
        ]);
      type ByUser = { userId: number };
      return {
        ratingNow: rowsOf<ByUser & { rating: number }>(ratingNow),
        ratingWeeks: rowsOf<ByUser & { w: number; rating: number }>(ratingWeeks),
        homework: rowsOf<ByUser & { assigned: number; completed: number }>(homework),
        homeworkWeeks: rowsOf<ByUser & { w: number; n: number }>(homeworkWeeks),
        attended: rowsOf<ByUser & { w: number; n: number }>(attended),
        solved: rowsOf<ByUser & { n: number }>(solved),
        games: rowsOf<ByUser & { n: number }>(games),
      };
    },

    /** The online sites failing now, and since when. */
    async onlineHealth(): Promise<{ source: OnlineSource; unavailableSince: Date }[]> {
      const rows = await db
        .select({ source: onlineSources.source, unavailableSince: onlineSources.unavailableSince })
        .from(onlineSources)
        .where(isNotNull(onlineSources.unavailableSince));
      return rows.flatMap((r) =>
        r.unavailableSince ? [{ source: r.source, unavailableSince: r.unavailableSince }] : [],
      );
    },

    /** The students linked to a parent account, by name (at most `limit`). */
    async children(parentId: number, limit: number) {
      return db
        .select({ username: users.username, name: users.name })
        .from(studentParents)
        .innerJoin(users, eq(users.id, studentParents.studentId))
        .where(eq(studentParents.parentId, parentId))
        .orderBy(asc(sql`lower(${users.name})`))
        .limit(limit);
    },

    async parents(studentId: number) {
      return db
        .select({ id: users.id, username: users.username, name: users.name })
        .from(studentParents)
        .innerJoin(users, eq(users.id, studentParents.parentId))
        .where(eq(studentParents.studentId, studentId))
        .orderBy(asc(sql`lower(${users.username})`));
    },

    async usersByUsernames(usernames: string[]) {
      if (usernames.length === 0) return [];
      return db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.username})`,
            usernames.map((u) => u.toLowerCase()),
          ),
        );
    },

    async userExists(id: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /** Replaces the parents linked to a student. */
    async setParents(studentId: number, parentIds: number[]) {
      await db.delete(studentParents).where(eq(studentParents.studentId, studentId));
      if (parentIds.length > 0)
        await db
          .insert(studentParents)
          .values(parentIds.map((parentId) => ({ studentId, parentId })));
    },
  };
}

export type ProgressRepository = ReturnType<typeof progressRepository>;
