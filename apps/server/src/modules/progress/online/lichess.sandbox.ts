import { nextMonth } from './online.months.js';
import { sandboxJson, sandboxPlayer, specialAnswer, type SandboxGame } from './online.sandbox.js';
import { sandboxPgn } from './online.sandbox-games.js';

/*
 * The embedded Lichess: fictional players (any username) answered in the API's own shapes at its
 * own paths (../shared/data/notes/chesscom_and_lichess_apis.md; the field lists, not the spec's
 * AGPL examples), so the embedded mode runs the same client as the real site. Nothing leaves the
 * server.
 */

const PERFS = ['bullet', 'blitz', 'rapid', 'classical'] as const;
const SITE = 'lichess';
/** The sandbox's players have played since this many months ago. */
const HISTORY_MONTHS = 15;
const NOT_FOUND = { error: 'Not found' };

const title = (perf: string) => perf.charAt(0).toUpperCase() + perf.slice(1);
const utcMonth = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** The UTC months from HISTORY_MONTHS ago to now, oldest first. */
function recentMonths(now: number): string[] {
  const months: string[] = [];
  const last = utcMonth(now);
  const [y, m] = last.split('-').map(Number) as [number, number];
  for (let month = utcMonth(Date.UTC(y, m - 1 - HISTORY_MONTHS, 1)); month <= last;) {
    months.push(month);
    month = nextMonth(month);
  }
  return months;
}

/** Every game of the player's recent months, oldest first. */
const allGames = (username: string, now: number) => {
  const player = sandboxPlayer(username, SITE, PERFS);
  return { player, games: recentMonths(now).flatMap((m) => player.gamesOf(m, now)) };
};

/** GET /api/user/{username}: UserExtended with the perfs built from the player's games. */
function user(username: string, now: number) {
  const { player, games } = allGames(username, now);
  const perfs: Record<string, { games: number; rating: number; rd: number; prog: number }> = {};
  for (const perf of PERFS) {
    const played = games.filter((g) => g.timeClass === perf);
    perfs[perf] = {
      // Earlier years' games make the main perf's count clearly the largest.
      games: played.length + (perf === player.mainClass ? 300 : 0),
      rating: played.at(-1)?.rating ?? player.ratingAt(utcMonth(now), perf),
      rd: 60,
      prog: 12,
    };
  }
  const count = games.length + 300;
  return {
    id: player.username,
    username: player.username,
    perfs: { ...perfs, puzzle: { games: 120, rating: 1500, rd: 80, prog: 0 } },
    createdAt: now - 3 * 365 * 86_400_000,
    seenAt: games.at(-1)?.endedAt ?? now,
    playTime: { total: count * 600, tv: 0 },
    url: `https://lichess.org/@/${player.username}`,
    count: {
      all: count,
      rated: count,
      draw: Math.round(count * 0.08),
      loss: Math.round(count * 0.44),
      win: Math.round(count * 0.48),
      bookmark: 0,
      playing: 0,
      import: 0,
      me: 0,
    },
  };
}

/** GET /api/user/{username}/rating-history: per perf, the last rating of each day with games. */
function ratingHistory(username: string, now: number) {
  const { games } = allGames(username, now);
  return PERFS.map((perf) => {
    const byDay = new Map<string, number>();
    for (const g of games.filter((game) => game.timeClass === perf)) {
      byDay.set(new Date(g.endedAt).toISOString().slice(0, 10), g.rating);
    }
    return {
      name: title(perf),
      points: [...byDay].map(([day, rating]) => {
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        return [y, m - 1, d, rating];
      }),
    };
  });
}

/**
 * One line of the game export (the fields the export sends with moves, tags and clocks off), and
 * with `pgnInJson` the game's PGN as `pgn`.
 */
function exportedGame(username: string, game: SandboxGame, withPgn = false) {
  const player = { user: { name: username, id: username }, rating: game.rating };
  const opponent = {
    user: { name: `sandbox-rival-${game.id.slice(-2)}`, id: `sandbox-rival-${game.id.slice(-2)}` },
    rating: game.opponentRating,
  };
  const playerColor = game.playerIsWhite ? 'white' : 'black';
  const opponentColor = game.playerIsWhite ? 'black' : 'white';
  const id = `sb${game.id}`;
  const pgn = withPgn
    ? sandboxPgn(
        { event: `Rated ${game.timeClass} game`, url: `https://lichess.org/${id}` },
        username,
        opponent.user.name,
        game,
      )
    : undefined;
  return {
    id,
    ...(pgn ? { pgn } : {}),
    rated: true,
    variant: 'standard',
    speed: game.timeClass,
    perf: game.timeClass,
    createdAt: game.startedAt,
    lastMoveAt: game.endedAt,
    status: game.result === 'draw' ? 'draw' : 'resign',
    players: {
      white: game.playerIsWhite ? player : opponent,
      black: game.playerIsWhite ? opponent : player,
    },
    ...(game.result === 'draw'
      ? {}
      : { winner: game.result === 'win' ? playerColor : opponentColor }),
  };
}

/** GET /api/games/user/{username}?since&until&max: NDJSON, newest first as Lichess sends them. */
function gameExport(username: string, url: URL, now: number) {
  const since = Number(url.searchParams.get('since') ?? 0) || 0;
  const until = Number(url.searchParams.get('until') ?? now) || now;
  const max = Number(url.searchParams.get('max') ?? Infinity) || Infinity;
  const withPgn = url.searchParams.get('pgnInJson') === 'true';
  const { games } = allGames(username, now);
  const lines = games
    .filter((g) => g.startedAt >= since && g.startedAt <= until)
    .reverse()
    .slice(0, max)
    .map((g) => `${JSON.stringify(exportedGame(username, g, withPgn))}\n`);
  return new Response(lines.join(''), {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });
}

/**
 * A `fetch` answering GET /api/user/{username}, /api/user/{username}/rating-history and
 * /api/games/user/{username}, whatever the origin.
 */
export function lichessSandbox(now: () => number = Date.now): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    if (request.method !== 'GET') return sandboxJson(405, { error: 'Method not allowed' });
    const url = new URL(request.url);
    const match = /^\/api\/(?:user\/([^/]+)(\/rating-history)?|games\/user\/([^/]+))\/?$/.exec(
      url.pathname,
    );
    if (!match) return sandboxJson(404, NOT_FOUND);
    const username = decodeURIComponent(match[1] ?? match[3]!).toLowerCase();
    const special = specialAnswer(username, init?.signal ?? request.signal, NOT_FOUND);
    if (special) return special;
    if (match[3]) return gameExport(username, url, now());
    if (match[2]) return sandboxJson(200, ratingHistory(username, now()));
    return sandboxJson(200, user(username, now()));
  };
}
