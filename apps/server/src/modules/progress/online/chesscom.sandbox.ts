import { sandboxJson, sandboxPlayer, specialAnswer, type SandboxGame } from './online.sandbox.js';
import { sandboxPgn } from './online.sandbox-games.js';

/*
 * The embedded chess.com: fictional players (any username) answered in the Published-Data API's
 * own shapes at its own paths (../shared/data/notes/chesscom_and_lichess_apis.md), so the embedded
 * mode runs the same client as the real site. Nothing leaves the server.
 */

const TIME_CLASSES = ['rapid', 'blitz', 'bullet', 'daily'] as const;
type TimeClass = (typeof TIME_CLASSES)[number];
const TIME_CONTROLS: Record<TimeClass, string> = {
  rapid: '600',
  blitz: '180+2',
  bullet: '60',
  daily: '1/86400',
};
const SITE = 'chesscom';

const notFoundBody = (username: string) => ({ code: 0, message: `User "${username}" not found.` });

/** How chess.com words each side's result. */
const RESULTS = {
  win: ['win', 'resigned'],
  loss: ['checkmated', 'win'],
  draw: ['agreed', 'agreed'],
} as const;

/** A game of the monthly archive (the fields the client reads, and a few more for realism). */
function archiveGame(username: string, game: SandboxGame) {
  const [mine, theirs] = RESULTS[game.result];
  const player = { rating: game.rating, result: mine, username };
  const opponent = {
    rating: game.opponentRating,
    result: theirs,
    username: `sandbox-rival-${game.id.slice(-2)}`,
  };
  const url = `https://www.chess.com/game/live/9${game.id}`;
  return {
    url,
    pgn: sandboxPgn({ event: 'Live Chess', url }, username, opponent.username, game),
    time_control: TIME_CONTROLS[game.timeClass as TimeClass],
    end_time: Math.floor(game.endedAt / 1000),
    rated: true,
    uuid: `00000000-0000-4000-8000-${game.id.padStart(12, '0')}`,
    time_class: game.timeClass,
    rules: 'chess',
    white: game.playerIsWhite ? player : opponent,
    black: game.playerIsWhite ? opponent : player,
  };
}

/** GET /pub/player/{username}/stats: the current rating of each time class the player has played. */
function stats(username: string, now: number) {
  const player = sandboxPlayer(username, SITE, TIME_CLASSES);
  const thisMonth = new Date(now).toISOString().slice(0, 7);
  const answer: Record<string, unknown> = {};
  for (const timeClass of TIME_CLASSES) {
    // The main class has the most games by far, as the client expects of a player's usual game.
    const games =
      timeClass === player.mainClass ? 400 + ((username.length * 37) % 300) : 20 + username.length;
    const recent = player
      .gamesOf(thisMonth, now)
      .filter((g) => g.timeClass === timeClass)
      .at(-1);
    const rating = recent?.rating ?? player.ratingAt(thisMonth, timeClass);
    answer[`chess_${timeClass}`] = {
      last: { rating, date: Math.floor((recent?.endedAt ?? now) / 1000), rd: 60 },
      best: {
        rating: rating + 45,
        date: Math.floor(now / 1000) - 86_400 * 40,
        game: 'https://www.chess.com/game/live/1',
      },
      record: {
        win: Math.round(games * 0.48),
        loss: Math.round(games * 0.44),
        draw: Math.round(games * 0.08),
      },
    };
  }
  answer.tactics = {
    highest: { rating: 1400, date: 1700000000 },
    lowest: { rating: 400, date: 1600000000 },
  };
  answer.puzzle_rush = { best: { total_attempts: 25, score: 22 } };
  return answer;
}

/** A `fetch` answering GET /pub/player/{username}/stats and /games/{YYYY}/{MM}, whatever the origin. */
export function chesscomSandbox(now: () => number = Date.now): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    if (request.method !== 'GET')
      return sandboxJson(405, { code: 0, message: 'Method not allowed' });
    const url = new URL(request.url);
    const match = /^\/pub\/player\/([^/]+)\/(stats|games\/(\d{4})\/(\d{2}))\/?$/.exec(url.pathname);
    if (!match) return sandboxJson(404, { code: 0, message: 'Not found' });
    const username = decodeURIComponent(match[1]!).toLowerCase();
    const special = specialAnswer(username, init?.signal ?? request.signal, notFoundBody(username));
    if (special) return special;
    if (match[2] === 'stats') return sandboxJson(200, stats(username, now()));
    const month = `${match[3]}-${match[4]}`;
    if (month > new Date(now()).toISOString().slice(0, 7)) {
      return sandboxJson(404, { code: 0, message: 'Date cannot be set in the future' });
    }
    const games = sandboxPlayer(username, SITE, TIME_CLASSES).gamesOf(month, now());
    return sandboxJson(200, { games: games.map((g) => archiveGame(username, g)) });
  };
}
