import { nextMonth } from './online.months.js';

/*
 * The fictional players both embedded sites answer with: everything about a player follows from a
 * small PRNG seeded with their name (and the month), so the same player always has the same
 * figures, with no table to maintain. Each month (UTC, as the sites file games) has 1 to 40 games,
 * the current one only up to now, so the student corner's current and last month always show
 * something. Ratings stay within 600..1800 and drift a little from month to month.
 */

export const SANDBOX_RATING_MIN = 600;
export const SANDBOX_RATING_MAX = 1800;
export const SANDBOX_GAMES_MAX = 40;

/** FNV-1a: a well-spread 32-bit seed from a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const clampRating = (rating: number) =>
  Math.min(SANDBOX_RATING_MAX, Math.max(SANDBOX_RATING_MIN, Math.round(rating)));

export type SandboxGame = {
  /** Unix ms. */
  startedAt: number;
  endedAt: number;
  timeClass: string;
  /** The player's rating after the game, and their opponent's. */
  rating: number;
  opponentRating: number;
  playerIsWhite: boolean;
  result: 'win' | 'loss' | 'draw';
  /** Unique within the player's games. */
  id: string;
};

export type SandboxPlayer = {
  username: string;
  /** The time class most of their games are in. */
  mainClass: string;
  /** Their games of one UTC month ('YYYY-MM'), oldest first, none after `now`. */
  gamesOf(month: string, now: number): SandboxGame[];
  /** Their rating in `timeClass` at the end of a UTC month. */
  ratingAt(month: string, timeClass: string): number;
};

/** The fictional player `username` on a site whose time classes are `classes`. */
export function sandboxPlayer(
  username: string,
  site: string,
  classes: readonly string[],
): SandboxPlayer {
  const lower = username.toLowerCase();
  const random = seededRandom(`${site}:${lower}`);
  const mainClass = classes[between(random, 0, classes.length - 1)]!;
  const base = between(random, 700, 1600);
  /** Rating points gained per month: most children improve, some slowly slip. */
  const trend = between(random, -8, 25);
  const classOffset = (timeClass: string) =>
    timeClass === mainClass ? 0 : between(seededRandom(`${site}:${lower}:${timeClass}`), -120, 80);
  const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  const ratingAt = (month: string, timeClass: string) => {
    const wobble = between(seededRandom(`${site}:${lower}:${month}`), -25, 25);
    const months = monthIndex(month) - 2026 * 12;
    return clampRating(base + trend * months + wobble + classOffset(timeClass));
  };

  const gamesOf = (month: string, now: number): SandboxGame[] => {
    const from = Date.parse(`${month}-01T00:00:00Z`);
    const to = Math.min(Date.parse(`${nextMonth(month)}-01T00:00:00Z`), now);
    if (to <= from) return [];
    const rand = seededRandom(`${site}:${lower}:${month}:games`);
    const count = between(rand, 1, SANDBOX_GAMES_MAX);
    const games: SandboxGame[] = [];
    for (let i = 0; i < count; i++) {
      const endedAt = from + Math.floor(rand() * (to - from));
      const timeClass = rand() < 0.75 ? mainClass : classes[between(rand, 0, classes.length - 1)]!;
      const roll = rand();
      games.push({
        startedAt: Math.max(from, endedAt - between(rand, 3, 40) * 60_000),
        endedAt,
        timeClass,
        rating: clampRating(ratingAt(month, timeClass) + between(rand, -15, 15)),
        opponentRating: clampRating(ratingAt(month, timeClass) + between(rand, -150, 150)),
        playerIsWhite: rand() < 0.5,
        result: roll < 0.48 ? 'win' : roll < 0.92 ? 'loss' : 'draw',
        id: `${month.replace('-', '')}${String(i).padStart(2, '0')}`,
      });
    }
    games.sort((a, b) => a.endedAt - b.endedAt);
    // Every month ends on a game of the usual class, so each month has a rating to show.
    const last = games.at(-1)!;
    last.timeClass = mainClass;
    last.rating = clampRating(ratingAt(month, mainClass) + between(rand, -15, 15));
    return games;
  };

  return { username: lower, mainClass, gamesOf, ratingAt };
}

/** A JSON answer as the sites send it. */
export const sandboxJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

/**
 * The answer to a special username, or null for an ordinary one: nobody* is unknown (404),
 * sandbox-slow never answers (until the request is aborted), sandbox-busy answers 429 and
 * sandbox-down 503, so the site's failure paths can be tried in the embedded mode too.
 */
export function specialAnswer(
  username: string,
  signal: AbortSignal | null | undefined,
  notFoundBody: unknown,
): Promise<Response> | null {
  const lower = username.toLowerCase();
  if (lower.startsWith('nobody')) return Promise.resolve(sandboxJson(404, notFoundBody));
  if (lower === 'sandbox-busy') {
    return Promise.resolve(
      sandboxJson(429, { error: 'Too many requests' }, { 'retry-after': '60' }),
    );
  }
  if (lower === 'sandbox-down') {
    return Promise.resolve(new Response('Service Unavailable', { status: 503 }));
  }
  if (lower === 'sandbox-slow') {
    return new Promise<Response>((_resolve, reject) => {
      if (!signal) return;
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  }
  return null;
}
