import type { OnlineSource } from '@kingside/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { onlineSources, ratingSnapshots, reportComments, users } from '../../db/schema.js';
import { at, type Span } from './progress.repository.js';

/** The report card's figures over a period, its coach's comment and the online sites' health. */
export function progressReportRepository(db: DbOrTx) {
  return {
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
  };
}
