// The synthetic puzzles and histories of bench/puzzles-next.mjs, from one seeded generator so
// every run loads the same puzzles and asks the same: ratings normal around 1500 (sd 400), 2 to 5
// Lichess themes each weighted by roughly their Lichess frequencies (rare ones included), opening
// tags on 30%; eight users with long histories around their ratings and fifty short ones; and the
// filters `next` is asked with.
import { mulberry32 } from '@kingside/pairings';

// One seeded generator (the pairings' mulberry32), so every run loads the same puzzles and asks
// the same.
const random = mulberry32(14);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const pick = (list) => list[Math.floor(random() * list.length)];

/** Lichess themes with weights near their share of the Lichess database (percent of puzzles). */
const THEME_WEIGHTS = {
  middlegame: 50,
  short: 45,
  endgame: 38,
  crushing: 38,
  advantage: 35,
  mate: 24,
  long: 20,
  fork: 14,
  mateIn2: 12,
  sacrifice: 10,
  kingsideAttack: 8,
  oneMove: 8,
  mateIn1: 8,
  opening: 8,
  hangingPiece: 6,
  pin: 6,
  advancedPawn: 5,
  defensiveMove: 5,
  discoveredAttack: 5,
  deflection: 5,
  veryLong: 5,
  rookEndgame: 5,
  attraction: 4,
  backRankMate: 3,
  quietMove: 3,
  skewer: 3,
  exposedKing: 3,
  mateIn3: 3,
  promotion: 2,
  pawnEndgame: 2,
  intermezzo: 2,
  trappedPiece: 2,
  master: 2,
  clearance: 1.5,
  capturingDefender: 1.5,
  queenEndgame: 1,
  doubleCheck: 1,
  interference: 0.8,
  zugzwang: 0.8,
  bishopEndgame: 0.8,
  queenRookEndgame: 0.8,
  mateIn4: 0.7,
  xRayAttack: 0.6,
  knightEndgame: 0.6,
  smotheredMate: 0.5,
  hookMate: 0.4,
  masterVsMaster: 0.3,
  anastasiaMate: 0.2,
  arabianMate: 0.2,
  mateIn5: 0.2,
  enPassant: 0.1,
  dovetailMate: 0.1,
  bodenMate: 0.1,
  superGM: 0.05,
  doubleBishopMate: 0.05,
  castling: 0.05,
  underPromotion: 0.03,
};
const THEMES = Object.keys(THEME_WEIGHTS);
const COMMON_THEMES = ['middlegame', 'short', 'endgame', 'crushing', 'mate', 'fork', 'long'];
export const RARE_THEMES = ['bodenMate', 'dovetailMate', 'enPassant', 'castling', 'underPromotion'];

/** Opening families (Zipf-weighted) and, for each, a few variations. */
const FAMILIES = [
  'Sicilian_Defense',
  'French_Defense',
  'Italian_Game',
  'Queens_Pawn_Game',
  'Caro-Kann_Defense',
  'Scandinavian_Defense',
  'Ruy_Lopez',
  'English_Opening',
  'Kings_Pawn_Game',
  'Queens_Gambit',
  ...Array.from({ length: 50 }, (_, i) => `Opening_Family_${i}`),
];
const VARIATIONS = ['Main_Line', 'Exchange_Variation', 'Advance_Variation', 'Other_variations'];

/** Picks from `weights` (name → weight) by cumulative sums. */
function weightedPicker(names, weightOf) {
  const cumulative = [];
  let total = 0;
  for (const name of names) cumulative.push((total += weightOf(name)));
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return names[lo];
  };
}
const pickTheme = weightedPicker(THEMES, (t) => THEME_WEIGHTS[t]);
const pickFamily = weightedPicker(FAMILIES, (f) => 1 / (FAMILIES.indexOf(f) + 1));

function puzzleRow(i) {
  const rating = Math.max(400, Math.min(3300, Math.round(1500 + 400 * normal())));
  const count = 2 + Math.floor(random() * 4);
  const themes = new Set();
  while (themes.size < count) themes.add(pickTheme());
  let family = null;
  let variation = null;
  if (random() < 0.3) {
    family = pickFamily();
    if (random() < 0.7) variation = `${family}_${pick(VARIATIONS)}`;
  }
  return { id: `b${i.toString(36)}`, rating, themes: [...themes].join(' '), family, variation };
}

const FEN = '6k1/p1p2ppp/1pqp2r1/3Q4/8/1P6/P1P2PPP/4RK2 b - - 8 22';

/** Loads the puzzles in unnest batches with the secondary indexes dropped, then rebuilds them. */
export async function loadPuzzles(client, count) {
  const { rows: indexes } = await client.query(
    `select indexname, indexdef from pg_indexes
     where tablename = 'puzzles' and indexname <> 'puzzles_pkey'`,
  );
  for (const { indexname } of indexes) await client.query(`drop index ${indexname}`);
  const BATCH = 20_000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) rows.push(puzzleRow(i));
    await client.query(
      `insert into puzzles (id, fen, moves, rating, rating_deviation, popularity, nb_plays,
         themes, opening_family, opening_variation)
       select id, $6, 'c6d5 e1e8', rating, 80, 90, 1000, string_to_array(themes, ' '), family,
         variation
       from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[])
         as u(id, rating, themes, family, variation)`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.rating),
        rows.map((r) => r.themes),
        rows.map((r) => r.family),
        rows.map((r) => r.variation),
        FEN,
      ],
    );
  }
  for (const { indexdef } of indexes) await client.query(indexdef);
}

/** The users with long histories: their rating and how many attempts. */
const HISTORIES = [
  { rating: 900, attempts: 1000 },
  { rating: 1200, attempts: 1200 },
  { rating: 1450, attempts: 5000 },
  { rating: 1550, attempts: 8000 },
  { rating: 1800, attempts: 1500 },
  { rating: 2100, attempts: 3000 },
  { rating: 2500, attempts: 6000 },
  { rating: 2900, attempts: 1000 },
];

/** Users and attempts: each history user's puzzles drawn from around their rating. */
export async function loadUsers(client) {
  const users = [];
  const all = [
    ...HISTORIES,
    ...Array.from({ length: 50 }, () => ({
      rating: Math.round(1500 + 400 * normal()),
      attempts: 200,
    })),
  ];
  for (const [n, history] of all.entries()) {
    const {
      rows: [user],
    } = await client.query(
      `insert into users (username, email, password_hash, name, roles)
       values ($1, $1 || '@example.com', 'x', $1, '{student}') returning id`,
      [`bench${n}`],
    );
    await client.query(
      `insert into puzzle_attempts (user_id, puzzle_id, mode, solved, rated, puzzle_rating,
         user_rating)
       select $1, id, 'rated', random() < 0.6, true, rating, $2
       from (select id, rating from puzzles where rating between $2 - 300 and $2 + 300
             order by random() limit $3) s`,
      [user.id, history.rating, history.attempts],
    );
    if (n < HISTORIES.length) users.push({ id: user.id, rating: history.rating });
  }
  return users;
}

/** One filter of `kind`, as `next` makes it: the user's rating −100 to +200. */
export function makeFilter(kind, users) {
  const user = pick(users);
  const filter = {
    window: { fromRating: user.rating - 100, toRating: user.rating + 200 },
    themes: [],
    userId: user.id,
  };
  if (kind === 'mixed') {
    kind = pick(['none', 'none', 'common', 'common', 'common', 'twoThemes', 'rare', 'opening']);
  }
  if (kind === 'common') filter.themes = [pick(COMMON_THEMES)];
  if (kind === 'twoThemes') filter.themes = [pickTheme(), pick(COMMON_THEMES)];
  if (kind === 'rare') filter.themes = [pick(RARE_THEMES)];
  if (kind === 'opening') {
    filter.openingFamily = pickFamily();
    if (random() < 0.5) filter.openingVariation = `${filter.openingFamily}_${pick(VARIATIONS)}`;
  }
  return filter;
}
