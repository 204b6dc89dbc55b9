/**
 * Reading PGN uploads on the server. The chess rules (parser, FEN validation, replay) come from
 * @kingside/chess; what is the server's own stays here: the upload caps as 400 errors, and
 * running the replay in slices that let other requests through (docs/decisions/0014).
 */

import {
  countPlies,
  parsePgn,
  PgnError,
  pgnGameTexts,
  replaySteps,
  writePgn,
  type PgnGame,
} from '@kingside/chess';
import {
  GAME_MESSAGES,
  PGN_MAX_LENGTH,
  PGN_MESSAGES,
  PGN_UPLOAD_MAX_GAMES,
  PGN_UPLOAD_MAX_PLIES,
} from '@kingside/shared';
import { runAtOnce, runInSlices } from './cpu-slices.js';
import { badRequest } from './errors.js';

export type ReadGame = {
  game: PgnGame;
  /** The game as written by writePgn. */
  pgn: string;
  finalFen: string;
  sans: string[];
};

/**
 * Reads every game of a PGN upload, yielding after each game and each move, and turns each into
 * what the caller stores (`toRow`, n from 1) as soon as it is read: thousands of move trees kept
 * alive at once would cost hundreds of megabytes and garbage-collection pauses that stop every
 * request. The upload as a whole is refused (PGN_TOO_LARGE) past PGN_UPLOAD_MAX_GAMES games or
 * PGN_UPLOAD_MAX_PLIES half-moves, as soon as that is known; each bad game (longer than
 * PGN_MAX_LENGTH, not PGN, over the parser's limits, an illegal move) is reported as
 * "Game n: reason", and any bad game fails the whole text, so callers save all games or none.
 * Every game is parsed (cheap) before any is replayed (about 0.1 ms a half-move), so an upload
 * over the half-move cap costs only its parsing.
 */
function* readSteps<T>(
  text: string,
  field: string,
  toRow: (read: ReadGame, n: number) => T,
): Generator<void, T[]> {
  const tooLarge = (message: string) =>
    badRequest('PGN_TOO_LARGE', message, { [field]: [message] });
  const texts: string[] = [];
  for (const gameText of pgnGameTexts(text)) {
    if (texts.length === PGN_UPLOAD_MAX_GAMES) {
      throw tooLarge(PGN_MESSAGES.uploadTooManyGames(PGN_UPLOAD_MAX_GAMES));
    }
    texts.push(gameText);
    yield;
  }
  if (texts.length === 0) {
    throw badRequest('PGN_INVALID', GAME_MESSAGES.pgnEmpty, { [field]: [GAME_MESSAGES.pgnEmpty] });
  }

  const problems: (string | undefined)[] = [];
  let plies = 0;
  for (const [i, gameText] of texts.entries()) {
    if (gameText.length > PGN_MAX_LENGTH) {
      problems[i] = PGN_MESSAGES.gameTooLong(PGN_MAX_LENGTH);
    } else {
      try {
        plies += countPlies(parsePgn(gameText).moves);
      } catch (err) {
        if (!(err instanceof PgnError)) throw err;
        problems[i] = err.message;
      }
    }
    if (plies > PGN_UPLOAD_MAX_PLIES) {
      throw tooLarge(PGN_MESSAGES.uploadTooManyPlies(PGN_UPLOAD_MAX_PLIES));
    }
    yield;
  }

  const rows: T[] = [];
  for (const [i, gameText] of texts.entries()) {
    if (problems[i]) continue;
    const game = parsePgn(gameText);
    const replay = yield* replaySteps(game);
    if (!replay.ok) {
      problems[i] = replay.error;
    } else if (problems.length === 0) {
      // Rows are made only while no game is bad: after that nothing is stored, only checked.
      rows.push(toRow({ game, pgn: writePgn(game), ...replay }, i + 1));
    }
    yield;
  }

  const errors = problems.flatMap((problem, i) => (problem ? [`Game ${i + 1}: ${problem}`] : []));
  if (errors.length > 0) {
    const more = errors.length > 1 ? ` (${errors.length - 1} more below)` : '';
    throw badRequest('PGN_INVALID', `${errors[0]}${more}`, { [field]: errors.slice(0, 50) });
  }
  return rows;
}

/**
 * Every game of a PGN upload, each parsed, replayed and turned into a row by `toRow` (see
 * readSteps for the limits and the "Game n: reason" errors), in slices between which other
 * requests are served.
 */
export function readPgnUpload<T>(
  text: string,
  toRow: (read: ReadGame, n: number) => T,
  field = 'pgn',
): Promise<T[]> {
  return runInSlices(readSteps(text, field, toRow));
}

/** Every game of a PGN text at once, for the demo data the server seeds at start-up. */
export function readPgnGames(text: string, field = 'pgn'): ReadGame[] {
  return runAtOnce(readSteps(text, field, (read) => read));
}
