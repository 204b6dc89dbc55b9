import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { classTimes, users } from '../../db/schema.js';
import { at, uIsStudent, type Span } from './progress.repository.js';

const isStudent = sql`${users.roles} @> array['student']::text[]`;

/** The coach's class view: the class times, their students and the figures of a page of them. */
export function progressClassRepository(db: DbOrTx) {
  return {
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
  };
}
