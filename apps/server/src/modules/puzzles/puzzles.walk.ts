import { PUZZLE_NO_REPEAT_ATTEMPTS } from '@kingside/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/*
 * The statements that find one puzzle in a window (see the top of puzzles.selection.ts): the walk
 * from a random start, prepared once per shape, and the exact query it falls back to.
 */

/**
 * Rows the walk reads at most on each side of its start before the exact query takes over.
 * Above PUZZLE_NO_REPEAT_ATTEMPTS, so without themes a walk that finds nothing is proof that
 * nothing is left (only that many rows, plus excludeIds, can be refused).
 */
const WALK_ROWS = 2000;

/**
 * The walk takes one of the first this many matches after its start at random: when matches are
 * sparse or bunched, the first after a long gap would otherwise be chosen far more often.
 */
const WALK_MATCHES = 4;

/**
 * How a value enters a statement: as a parameter, or as a placeholder of a prepared statement
 * (filled from the values at each run).
 */
type Bind = (name: keyof WalkValues, value: unknown) => SQL | ReturnType<typeof sql.placeholder>;
const asParam: Bind = (_name, value) => sql`${sql.param(value)}`;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** Every value a choice's statements take. */
export type WalkValues = {
  r0: number;
  k0: number;
  from: number;
  to: number;
  themes: string[];
  family: string | null;
  variation: string | null;
  userId: number | null;
  excludeIds: string[];
  keyedTheme: string | null;
};

/**
 * What every candidate `c` must meet besides its rating: every theme, the opening (unless the
 * walk's index condition already has it), not an excluded id, and not one of the user's last
 * attempts (those with an id at or above `recent.since`).
 */
function candidateConditions(withOpening: boolean, v: WalkValues, bind: Bind): SQL[] {
  const conditions: SQL[] = [];
  if (v.themes.length > 0) conditions.push(sql`c.themes @> ${bind('themes', v.themes)}::text[]`);
  if (withOpening) conditions.push(...openingConditions(v, bind, sql.raw('c.')));
  if (v.excludeIds.length > 0) {
    conditions.push(sql`c.id <> all(${bind('excludeIds', v.excludeIds)}::text[])`);
  }
  if (v.userId !== null) {
    conditions.push(sql`not exists (
      select 1 from puzzle_attempts a
      where a.user_id = ${bind('userId', v.userId)}::int and a.puzzle_id = c.id
        and a.id >= (select since from recent))`);
  }
  return conditions;
}

/** The opening conditions, unqualified as the partial opening indexes are written. */
function openingConditions(v: WalkValues, bind: Bind, alias = sql``): SQL[] {
  const conditions: SQL[] = [];
  if (v.variation !== null) {
    conditions.push(sql`${alias}opening_variation = ${bind('variation', v.variation)}::text`);
  }
  if (v.family !== null) {
    conditions.push(sql`${alias}opening_family = ${bind('family', v.family)}::text`);
  }
  return conditions;
}

const and = (conditions: SQL[]) =>
  conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * The two halves of a walk over `source` from (r0, k0): up to the window's end, then from the
 * window's start back to (r0, k0). Append runs them in turn, so a LIMIT above them stops at the
 * first matches.
 */
function walkHalves(
  source: 'puzzles' | 'puzzle_theme_keys',
  columns: SQL,
  where: SQL,
  v: WalkValues,
  bind: Bind,
): SQL {
  const table = sql.raw(source);
  // A member's own puzzles (docs/decisions/0067) are in no walk's index, and chosen for nobody.
  const shared = source === 'puzzles' ? sql`owner_id is null and` : sql``;
  const start = sql`(${bind('r0', v.r0)}::int, ${bind('k0', v.k0)}::real)`;
  return sql`
    (select ${columns} from ${table}
      where ${shared} ${where} (rating, random_key) >= ${start} and rating <= ${bind('to', v.to)}::int
      order by rating, random_key limit ${WALK_ROWS})
    union all
    (select ${columns} from ${table}
      where ${shared} ${where} rating >= ${bind('from', v.from)}::int and (rating, random_key) < ${start}
      order by rating, random_key limit ${WALK_ROWS})`;
}

/** The user's oldest attempt id still in their no-repeat list (0 when all are), as `recent`. */
function recentCte(v: WalkValues, bind: Bind): SQL {
  if (v.userId === null) return sql`with recent as (select 0::bigint as since)`;
  return sql`with recent as (select coalesce((
    select id from puzzle_attempts where user_id = ${bind('userId', v.userId)}::int
    order by id desc offset ${PUZZLE_NO_REPEAT_ATTEMPTS - 1} limit 1), 0) as since)`;
}

/** A prepared walk: `execute` fills its placeholders. */
type PreparedWalk = { execute(values: WalkValues): Promise<{ id: string }[]> };
/**
 * The walks prepared so far, by database and shape (which conditions it has). A walk's text
 * depends only on its shape, so on PostgreSQL each is parsed once per connection and, after a
 * few runs, planned once: planning was most of a walk's time (0.2 to 0.8 ms).
 */
// eslint-disable-next-line no-restricted-syntax -- prepared statements belong to their database handle and go with it
const preparedWalks = new WeakMap<DbOrTx, Map<string, PreparedWalk>>();

async function runWalk(
  db: DbOrTx,
  shape: string,
  build: (bind: Bind) => SQL,
  values: WalkValues,
): Promise<string | null> {
  let byShape = preparedWalks.get(db);
  if (!byShape) {
    byShape = new Map();
    preparedWalks.set(db, byShape);
  }
  let walk = byShape.get(shape);
  if (!walk) {
    walk = db
      .select({ id: sql<string>`id` })
      .from(sql`(${build(asPlaceholder)}) chosen`)
      .prepare(`puzzle_walk_${shape}`) as unknown as PreparedWalk;
    byShape.set(shape, walk);
  }
  const [row] = await walk.execute(values);
  return row?.id ?? null;
}

/**
 * The puzzle the walk from (v.r0, v.k0) finds, then, only when it found nothing and could have
 * missed, the exact query's. Answers the id or null.
 */
export async function findInWindow(db: DbOrTx, v: WalkValues): Promise<string | null> {
  const opening = v.family !== null || v.variation !== null;
  const shape = [
    v.keyedTheme !== null ? 'keyed' : 'walk',
    v.themes.length > 0 ? '_themes' : '',
    v.family !== null ? '_family' : '',
    v.variation !== null ? '_variation' : '',
    v.userId !== null ? '_user' : '',
    v.excludeIds.length > 0 ? '_excluding' : '',
  ].join('');

  const walked = await runWalk(
    db,
    shape,
    (bind) => {
      const candidates =
        v.keyedTheme !== null
          ? sql`select c.id from (${walkHalves(
              'puzzle_theme_keys',
              sql`puzzle_id`,
              sql`theme = ${bind('keyedTheme', v.keyedTheme)}::text and`,
              v,
              bind,
            )}) w
            cross join lateral (select * from puzzles p where p.id = w.puzzle_id offset 0) c
            where c.rating between ${bind('from', v.from)}::int and ${bind('to', v.to)}::int
              ${and(candidateConditions(true, v, bind))}`
          : sql`select c.id from (${walkHalves(
              'puzzles',
              sql`id, themes`,
              opening ? sql`${sql.join(openingConditions(v, bind), sql` and `)} and` : sql``,
              v,
              bind,
            )}) c where true ${and(candidateConditions(false, v, bind))}`;
      return sql`${recentCte(v, bind)}
        select id from (${candidates} limit ${WALK_MATCHES}) matches
        order by random() limit 1`;
    },
    v,
  );
  if (walked !== null) return walked;

  // A walk misses a match only when it stops at WALK_ROWS on a side with rows still unread.
  // Refused rows (the user's last attempts, excludeIds) are fewer than WALK_ROWS, so a walk whose
  // every row matches but for them cannot miss: the walk without themes, and the keyed walk of a
  // lone rare theme without opening (if its keys are really there). Other walks cannot miss
  // either when the window holds at most WALK_ROWS puzzles.
  const fewRefused = PUZZLE_NO_REPEAT_ATTEMPTS + v.excludeIds.length < WALK_ROWS;
  if (fewRefused && v.themes.length === 0) return null;
  const openingAnd = opening
    ? sql`${sql.join(openingConditions(v, asParam), sql` and `)} and`
    : sql``;
  const guard =
    v.keyedTheme !== null && fewRefused && v.themes.length === 1 && !opening
      ? sql`(select min(rating) from puzzle_theme_keys where theme = ${v.keyedTheme}) is null`
      : sql`(select count(*) from (select 1 from puzzles
          where owner_id is null and ${openingAnd} rating between ${v.from}::int and ${v.to}::int
          limit ${WALK_ROWS + 1}) window_rows) > ${WALK_ROWS}`;
  // `rating + 0`: no rating index may serve it. A rare theme's few puzzles come from the GIN
  // index at once; ANDed with a rating index it read the whole window's entries first (10 ms).
  const [exact] = rowsOf<{ id: string }>(
    await db.execute(sql`${recentCte(v, asParam)}
      select c.id from puzzles c
      where c.owner_id is null and (c.rating + 0) between ${v.from}::int and ${v.to}::int
        ${and(candidateConditions(true, v, asParam))} and ${guard}
      order by random() limit 1`),
  );
  return exact?.id ?? null;
}
