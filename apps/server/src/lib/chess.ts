import {
  countPlies,
  GAME_MESSAGES,
  parsePgn,
  PGN_MAX_LENGTH,
  PGN_MESSAGES,
  PGN_UPLOAD_MAX_GAMES,
  PGN_UPLOAD_MAX_PLIES,
  PgnError,
  pgnGameTexts,
  writePgn,
  type PgnGame,
  type PgnMove,
} from '@kingside/shared';
import { Chess, validateFen } from 'chess.js';
import { runAtOnce, runInSlices } from './cpu-slices.js';
import { badRequest } from './errors.js';

/** Why a FEN is not a legal position to play from, or null when it is. */
export function fenProblem(fen: string): string | null {
  const { ok, error } = validateFen(fen);
  if (!ok) {
    const reason = (error ?? 'it cannot be read').replace(/^Invalid FEN: /, '');
    return `This FEN is not a legal position for play: ${reason}.`;
  }
  const chess = new Chess(fen);
  const mover = chess.turn();
  const [king] = chess.findPiece({ type: 'k', color: mover === 'w' ? 'b' : 'w' });
  if (king && chess.isAttacked(king, mover)) {
    return 'This FEN is not a legal position for play: the side not to move is in check.';
  }
  return null;
}

/** A move as PGN numbers it, e.g. "12... Qxe5". */
const moveLabel = (m: PgnMove) => `${m.moveNumber}${m.color === 'w' ? '.' : '...'} ${m.san}`;

export type Replay =
  | { ok: true; finalFen: string; /** The mainline in chess.js SAN. */ sans: string[] }
  | { ok: false; error: string };

/**
 * Plays a parsed game's mainline and every variation from its start, yielding after each move;
 * the first illegal move is an error. Recursion follows the variations, whose depth the parser
 * bounds.
 */
function* replaySteps(game: Pick<PgnGame, 'startFen' | 'moves'>): Generator<void, Replay> {
  const problem = fenProblem(game.startFen);
  if (problem) return { ok: false, error: problem };
  const sans: string[] = [];
  let finalFen = game.startFen;
  function* playLine(fen: string, line: PgnMove[], main: boolean): Generator<void, string | null> {
    const chess = new Chess(fen);
    for (const move of line) {
      if (move.variations.length > 0) {
        const before = chess.fen();
        for (const variation of move.variations) {
          const error = yield* playLine(before, variation, false);
          if (error) return error;
        }
      }
      try {
        const played = chess.move(move.san);
        if (main) sans.push(played.san);
      } catch {
        return `${moveLabel(move)} is not a legal move.`;
      }
      yield;
    }
    if (main) finalFen = chess.fen();
    return null;
  }
  const error = yield* playLine(game.startFen, game.moves, true);
  return error ? { ok: false, error } : { ok: true, finalFen, sans };
}

/** Plays a parsed game's mainline and every variation from its start; the first illegal move is an error. */
export function replayGame(game: Pick<PgnGame, 'startFen' | 'moves'>): Replay {
  return runAtOnce(replaySteps(game));
}

/** Whether Black moves first in a FEN. */
export const blackToMove = (fen: string) => fen.trim().split(/\s+/)[1] === 'b';

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
