import {
  GAME_MESSAGES,
  parsePgn,
  PgnError,
  splitPgnGames,
  writePgn,
  type PgnGame,
  type PgnMove,
} from '@kingside/shared';
import { Chess, validateFen } from 'chess.js';
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

/** Plays a parsed game's mainline and every variation from its start; the first illegal move is an error. */
export function replayGame(game: Pick<PgnGame, 'startFen' | 'moves'>): Replay {
  const problem = fenProblem(game.startFen);
  if (problem) return { ok: false, error: problem };
  const sans: string[] = [];
  const playLine = (fen: string, line: PgnMove[], main: boolean): string | null => {
    const chess = new Chess(fen);
    for (const move of line) {
      const before = chess.fen();
      for (const variation of move.variations) {
        const error = playLine(before, variation, false);
        if (error) return error;
      }
      try {
        const played = chess.move(move.san);
        if (main) sans.push(played.san);
      } catch {
        return `${moveLabel(move)} is not a legal move.`;
      }
    }
    if (main) finalFen = chess.fen();
    return null;
  };
  let finalFen = game.startFen;
  const error = playLine(game.startFen, game.moves, true);
  return error ? { ok: false, error } : { ok: true, finalFen, sans };
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
 * Every game of a PGN text, each parsed and replayed. Any bad game fails the whole text with
 * "Game n: reason" (n from 1), so callers save all games or none.
 */
export function readPgnGames(text: string, field = 'pgn'): ReadGame[] {
  const texts = splitPgnGames(text);
  if (texts.length === 0) {
    throw badRequest('PGN_INVALID', GAME_MESSAGES.pgnEmpty, { [field]: [GAME_MESSAGES.pgnEmpty] });
  }
  const errors: string[] = [];
  const games: ReadGame[] = [];
  texts.forEach((gameText, i) => {
    try {
      const game = parsePgn(gameText);
      const replay = replayGame(game);
      if (replay.ok) games.push({ game, pgn: writePgn(game), ...replay });
      else errors.push(`Game ${i + 1}: ${replay.error}`);
    } catch (err) {
      if (!(err instanceof PgnError)) throw err;
      errors.push(`Game ${i + 1}: ${err.message}`);
    }
  });
  if (errors.length > 0) {
    const more = errors.length > 1 ? ` (${errors.length - 1} more below)` : '';
    throw badRequest('PGN_INVALID', `${errors[0]}${more}`, { [field]: errors.slice(0, 50) });
  }
  return games;
}
