import type { OnlineSource, RatingSeries } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { classTimes, onlineMonths, ratingSnapshots, users } from '../../db/schema.js';

/*
 * Student progress (issue 18): the club's own figures read from the tables the other modules
 * write (sessions, live_games, puzzle_attempts, student_assignments, attendance; puzzles solved
 * come from the puzzles module's `puzzlesSolvedIn`), and this
 * module's tables. Periods are instants [from, before) built from club-local days by the service;
 * `tz` turns instants back into club-local days.
 */

/** A period as instants (ISO) and its club-local days. */
export type Span = { from: string; before: string; fromDay: string; toDay: string };

export const at = (iso: string) => sql`${iso}::timestamptz`;
/** The same, in raw queries where users is aliased `u`. */
export const uIsStudent = sql`u.roles @> array['student']::text[]`;

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

/**
 * The student corner's figures: the student's details, the club's counts per month and the best
 * student's, the online sites' best, and today's rating snapshot. The report card's queries are in
 * progress.report.repository.ts, the class view's in progress.class.repository.ts, the parent
 * links in progress.parents.repository.ts.
 */
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
  };
}

export type ProgressRepository = ReturnType<typeof progressRepository>;
