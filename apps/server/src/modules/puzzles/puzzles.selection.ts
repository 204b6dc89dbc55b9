import { PUZZLE_RATING_MAX, PUZZLE_RATING_MIN } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { cacheSlot } from '../../lib/app-caches.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { shareCpu } from '../../lib/cpu-slices.js';
import { findInWindow, type WalkValues } from './puzzles.walk.js';

/*
 * Choosing the next puzzle among millions, fast (issue 14; docs/decisions/0034). Never
 * `ORDER BY random()` over the window: a random start (a rating in the window and a random_key)
 * and a short walk in index order from there, wrapping round to the window's start, in one
 * prepared statement per window:
 * - a rare theme asked (one with rows in puzzle_theme_keys): walk that theme's keys, reading
 *   each candidate's row for its current rating and the other conditions;
 * - else an opening asked: walk the opening's (rating, random_key, id, themes) index;
 * - else walk the (rating, random_key, id, themes) index.
 * These walks read the index only; themes and the user's last attempts (one index lookup for the
 * id of the 1,000th latest, then NOT EXISTS per row) are checked on the rows walked. Only when a
 * walk that could have missed finds nothing does a second statement run the exact query (ORDER
 * BY random() over the matches, through the GIN index on themes). Which walk, and where ratings
 * start, come from facts about all puzzles re-read every FACTS_TTL_MS, kept per application
 * context (never in a module variable: two apps in one process, as in the tests, each have
 * their own).
 */

export type PuzzleWindow = { fromRating: number; toRating: number };

export type PuzzleChoiceFilter = {
  window: PuzzleWindow;
  /** A puzzle must have every one. */
  themes: readonly string[];
  openingFamily?: string | null;
  openingVariation?: string | null;
  /** never one of this user's last PUZZLE_NO_REPEAT_ATTEMPTS attempts */
  userId?: number;
  /** also never these ids */
  excludeIds?: readonly string[];
  /** widen the window step by step when it runs dry (default true) */
  widen?: boolean;
};

/**
 * How a dry window widens: by this many rating points each side, in turn (Infinity: the whole
 * range PUZZLE_RATING_MIN–PUZZLE_RATING_MAX). The first step is the window asked for.
 */
export const PUZZLE_WIDEN_STEPS = [0, 200, 500, Infinity] as const;

/**
 * A theme on at most this share of the puzzles gets its own keys (puzzle_theme_keys): walking
 * all puzzles would meet one of its puzzles only every 200 rows or more, and reading them all
 * through the GIN index costs a table read per puzzle. The migration that made the table uses
 * the same figure.
 */
export const PUZZLE_KEYED_THEME_SHARE = 0.005;

/** The window widened by `extra` points each side, kept inside the rating range. */
export function widenWindow(window: PuzzleWindow, extra: number): PuzzleWindow {
  if (extra === Infinity) return { fromRating: PUZZLE_RATING_MIN, toRating: PUZZLE_RATING_MAX };
  return {
    fromRating: Math.max(PUZZLE_RATING_MIN, window.fromRating - extra),
    toRating: Math.min(PUZZLE_RATING_MAX, window.toRating + extra),
  };
}

/**
 * What the choice needs to know of all puzzles, read once in a while rather than per call: the
 * rating span (to start the walk where puzzles are), each theme's count (to walk the rarest
 * theme asked) and the themes with keys. A stale copy only makes a choice slower or less even,
 * never wrong: every walk is bounded by the window and checks every condition, and a walk that
 * finds nothing falls back to the exact query whenever it could have missed.
 */
type PuzzleFacts = {
  at: number;
  lo: number | null;
  hi: number | null;
  counts: Map<string, number>;
  keyed: Set<string>;
};
const FACTS_TTL_MS = 30_000;
const PUZZLE_FACTS = cacheSlot<PuzzleFacts>('puzzle facts');

async function puzzleFacts(ctx: AppContext, db: DbOrTx): Promise<PuzzleFacts> {
  const known = ctx.caches.peek(PUZZLE_FACTS);
  if (known && Date.now() - known.at < FACTS_TTL_MS) return known;
  const [row] = rowsOf<{ lo: number | null; hi: number | null; themes: unknown }>(
    await db.execute(sql`select
      (select min(rating) from puzzles where owner_id is null) as lo,
      (select max(rating) from puzzles where owner_id is null) as hi,
      (select coalesce(json_agg(json_build_array(t.theme, t.puzzle_count,
        (select min(k.rating) from puzzle_theme_keys k where k.theme = t.theme) is not null)),
        '[]'::json) from puzzle_themes t) as themes`),
  );
  const themes = (
    typeof row?.themes === 'string' ? JSON.parse(row.themes) : (row?.themes ?? [])
  ) as [string, number, boolean][];
  const facts: PuzzleFacts = {
    at: Date.now(),
    lo: row?.lo ?? null,
    hi: row?.hi ?? null,
    counts: new Map(themes.map(([theme, n]) => [theme, n])),
    keyed: new Set(themes.filter(([, , keyed]) => keyed).map(([theme]) => theme)),
  };
  ctx.caches.set(PUZZLE_FACTS, facts);
  return facts;
}

/**
 * Forgets the facts this context read, so its next choice reads the lists an import just
 * rebuilt (other processes catch up within FACTS_TTL_MS).
 */
export function forgetPuzzleFacts(ctx: AppContext): void {
  ctx.caches.forget(PUZZLE_FACTS);
}

/**
 * Brings the keys in line with the puzzles for the `rare` themes (those on at most
 * PUZZLE_KEYED_THEME_SHARE of the puzzles): keys of other themes go, then each chunk of puzzles
 * gets its keys' rating and random key as they are now, a statement a chunk with other requests
 * let through between them (run after an import has rebuilt the theme list).
 */
export async function refreshThemeKeys(db: DbOrTx, rare: string[]): Promise<void> {
  const themes = `{${rare.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`;
  await db.execute(sql`delete from puzzle_theme_keys where not (theme = any(${themes}::text[]))`);
  if (rare.length === 0) return;
  for (let after = ''; ;) {
    const [chunk] = rowsOf<{ last: string | null }>(
      await db.execute(sql`
        with c as (
          select id, rating, random_key, themes from puzzles
          where id > ${after} and owner_id is null order by id limit ${THEME_KEYS_CHUNK}),
        gone as (
          delete from puzzle_theme_keys k using c where k.puzzle_id = c.id
            and not (k.theme = any(c.themes) and k.rating = c.rating
              and k.random_key = c.random_key)
          returning 1),
        added as (
          insert into puzzle_theme_keys (theme, rating, random_key, puzzle_id)
          select t, c.rating, c.random_key, c.id from c, unnest(c.themes) as t
          where t = any(${themes}::text[])
          on conflict do nothing
          returning 1)
        select (select max(id) from c) as last, (select count(*) from gone) as gone,
          (select count(*) from added) as added`),
    );
    if (!chunk || chunk.last === null) return;
    after = chunk.last;
    await shareCpu();
  }
}

/** Puzzles one statement of the keys' rebuild reads. */
const THEME_KEYS_CHUNK = 5_000;

/**
 * One puzzle in `window` (see the top of this file): the walk from a random start (a rating in
 * the part of the window the puzzles span, so a wide window does not mostly wrap to its first
 * puzzle), then, only when it found nothing and could have missed, the exact query. Answers the
 * id or null.
 */
async function chooseInWindow(
  db: DbOrTx,
  filter: PuzzleChoiceFilter,
  window: PuzzleWindow,
  known: PuzzleFacts,
): Promise<string | null> {
  // Inside the span the puzzles had when last looked at; the whole window if that misses it.
  let lo = Math.max(window.fromRating, known.lo ?? window.fromRating);
  let hi = Math.min(window.toRating, known.hi ?? window.toRating);
  if (lo > hi) [lo, hi] = [window.fromRating, window.toRating];
  // The rarest theme asked (one the list does not know counts as rarest), walked by its keys.
  const rarest = [...filter.themes].sort(
    (a, b) => (known.counts.get(a) ?? 0) - (known.counts.get(b) ?? 0),
  )[0];
  const v: WalkValues = {
    r0: lo + Math.floor(Math.random() * (hi - lo + 1)),
    k0: Math.random(),
    from: window.fromRating,
    to: window.toRating,
    themes: [...filter.themes],
    family: filter.openingFamily || null,
    variation: filter.openingVariation || null,
    userId: filter.userId ?? null,
    excludeIds: [...(filter.excludeIds ?? [])],
    keyedTheme: rarest !== undefined && known.keyed.has(rarest) ? rarest : null,
  };
  return findInWindow(db, v);
}

/**
 * A random-ish puzzle matching `filter`, never one of the user's last attempts. When the window
 * has none and `widen` is not false, the window widens by PUZZLE_WIDEN_STEPS until one is found;
 * `window` is then the one searched and `widened` true. Null when nothing matches at all. Queries
 * run on `db` (a transaction of the caller's, or the context's database).
 */
export async function choosePuzzle(
  ctx: AppContext,
  filter: PuzzleChoiceFilter,
  db: DbOrTx = ctx.database.db,
): Promise<{ id: string; window: PuzzleWindow; widened: boolean } | null> {
  const steps = filter.widen === false ? PUZZLE_WIDEN_STEPS.slice(0, 1) : PUZZLE_WIDEN_STEPS;
  const known = await puzzleFacts(ctx, db);
  let searched: PuzzleWindow | null = null;
  for (const extra of steps) {
    const window = widenWindow(filter.window, extra);
    // A step that widens nothing (the window already reaches both ends) is not searched again.
    if (searched?.fromRating === window.fromRating && searched.toRating === window.toRating) {
      continue;
    }
    const id = await chooseInWindow(db, filter, window, known);
    if (id !== null) return { id, window, widened: extra !== 0 };
    searched = window;
  }
  return null;
}

/**
 * Up to `count` distinct puzzles matching `filter` (Display 9 Puzzles), each from its own
 * random start, so they spread over the window rather than sit side by side in the index.
 */
export async function choosePuzzles(
  ctx: AppContext,
  filter: PuzzleChoiceFilter,
  count: number,
): Promise<string[]> {
  const chosen: string[] = [];
  while (chosen.length < count) {
    const next = await choosePuzzle(ctx, {
      ...filter,
      excludeIds: [...(filter.excludeIds ?? []), ...chosen],
    });
    if (!next) break;
    chosen.push(next.id);
  }
  return chosen;
}
