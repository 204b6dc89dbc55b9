import {
  PUZZLE_DEVIATION_DEFAULT,
  PUZZLE_RATING_DEFAULT,
  PUZZLE_VOLATILITY_DEFAULT,
  puzzleRatingUpdate,
  reviewAfter,
  type Glicko,
  type PuzzleReviewState,
} from '@kingside/shared';
import { asc, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { puzzleAttempts, puzzlePlayers, puzzleReviews, puzzles, users } from './schema.js';
import { mulberry32 } from '@kingside/pairings';

/** How far back the demo's puzzle history reaches, in days. */
const HISTORY_DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

type Attempt = typeof puzzleAttempts.$inferInsert;

/**
 * A few weeks of puzzle solving for the demo students (issue 14, docs/decisions/0034): rated first
 * attempts with the ratings they lead to, some failed, a few casual ones and reviews, so the
 * dashboard, the solved list, the home table and the review queue (some items due) show
 * something. The puzzles' own ratings are left as imported. Only into an empty attempts table,
 * so a second run changes nothing.
 */
export async function seedDemoPuzzleAttempts(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(puzzleAttempts);
  if (n > 0) return;
  const pool = await db
    .select({ id: puzzles.id, rating: puzzles.rating, deviation: puzzles.ratingDeviation })
    .from(puzzles)
    .orderBy(asc(puzzles.rating), asc(puzzles.id));
  if (pool.length < 50) return;
  const students = await db
    .select({ id: users.id, username: users.username, rating: users.rating })
    .from(users)
    .where(sql`'student' = any(${users.roles})`)
    .orderBy(asc(users.id));

  const now = Date.now();
  const attempts: Attempt[] = [];
  const players: (typeof puzzlePlayers.$inferInsert)[] = [];
  const reviews: (typeof puzzleReviews.$inferInsert)[] = [];
  for (const [index, student] of students.entries()) {
    const random = mulberry32(1000 + index);
    // The demo student plays most days; the others now and then.
    const activeShare = student.username === 'student' ? 0.7 : 0.35;
    /** How strong a solver the student is, on the puzzle scale. */
    const strength = 1100 + (student.rating ?? 0) / 2;
    let me: Glicko = {
      rating: PUZZLE_RATING_DEFAULT,
      deviation: PUZZLE_DEVIATION_DEFAULT,
      volatility: PUZZLE_VOLATILITY_DEFAULT,
    };
    let nbRated = 0;
    const met = new Set<string>();
    const queue = new Map<string, PuzzleReviewState>();
    const record = (id: string, puzzleRating: number, at: Date, a: Partial<Attempt>) => {
      attempts.push({
        userId: student.id,
        puzzleId: id,
        mode: 'casual',
        solved: false,
        rated: false,
        puzzleRating,
        userRating: Math.round(me.rating),
        createdAt: at,
        ...a,
      });
    };
    for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
      if (random() > activeShare) continue;
      const count = 2 + Math.floor(random() * 5);
      for (let k = 0; k < count; k += 1) {
        const at = new Date(now - day * DAY_MS + (17 * 60 + k * 4) * 60_000);
        // A puzzle near the student's rating, not met before.
        const target = me.rating - 100 + random() * 300;
        let i = pool.findIndex((p) => p.rating >= target);
        if (i < 0) i = pool.length - 1;
        while (met.has(pool[i]!.id) && i < pool.length - 1) i += 1;
        const puzzle = pool[i]!;
        if (met.has(puzzle.id)) continue;
        met.add(puzzle.id);
        const solved = random() < 1 / (1 + 10 ** ((puzzle.rating - strength) / 400));
        const casual = random() < 0.15;
        const before = Math.round(me.rating);
        if (!casual) {
          me = puzzleRatingUpdate({
            user: me,
            puzzle: { rating: puzzle.rating, deviation: puzzle.deviation, volatility: 0.09 },
            solved,
          }).user;
          nbRated += 1;
        }
        record(puzzle.id, puzzle.rating, at, {
          mode: casual ? 'casual' : 'rated',
          solved,
          rated: !casual,
          ratingChange: casual ? 0 : Math.round(me.rating) - before,
        });
        const state = reviewAfter(null, solved, at);
        if (state) queue.set(puzzle.id, state);
      }
      // Reviews that came due by this day, answered (solved more often than not).
      const dayEnd = now - day * DAY_MS + 20 * 60 * 60_000;
      for (const [id, state] of [...queue]) {
        if (state.dueAt.getTime() > dayEnd || random() < 0.5) continue;
        const at = new Date(dayEnd - 30 * 60_000);
        const solved = random() < 0.7;
        const rating = pool.find((p) => p.id === id)!.rating;
        record(id, rating, at, { mode: 'review', solved });
        const next = reviewAfter(state, solved, at);
        if (next) queue.set(id, next);
        else queue.delete(id);
      }
    }
    if (nbRated > 0)
      players.push({
        userId: student.id,
        rating: me.rating,
        deviation: me.deviation,
        volatility: me.volatility,
        nbRated,
        survivalBest: 3 + Math.floor(random() * 8),
      });
    for (const [puzzleId, state] of queue) reviews.push({ userId: student.id, puzzleId, ...state });
  }
  for (let i = 0; i < attempts.length; i += 500)
    await db.insert(puzzleAttempts).values(attempts.slice(i, i + 500));
  if (players.length) await db.insert(puzzlePlayers).values(players).onConflictDoNothing();
  if (reviews.length) await db.insert(puzzleReviews).values(reviews).onConflictDoNothing();
}
