/**
 * Replaying a parsed PGN game with chess.js: the legality check of every upload, opening and
 * demo game. The work is a generator that yields after each move, so a server can run it in
 * slices between other requests (docs/decisions/0014); replayGame runs it at once.
 */

import { Chess } from 'chess.js';
import { fenProblem } from './fen.js';
import { moveLabel, type PgnGame, type PgnMove } from './pgn/game.js';

export type Replay =
  | {
      ok: true;
      /** FEN after the mainline's last move. */
      finalFen: string;
      /** The mainline in chess.js SAN (with + and #, whatever the PGN wrote). */
      sans: string[];
    }
  | {
      ok: false;
      /** The start FEN's problem, or "12... Qxe5 is not a legal move." */ error: string;
    };

/**
 * Plays a parsed game's mainline and every variation from its start, yielding after each move;
 * a start position that fenProblem refuses, or the first illegal move, is the error. Recursion
 * follows the variations, whose depth the parser bounds.
 */
export function* replaySteps(
  game: Pick<PgnGame, 'startFen' | 'moves'>,
): Generator<void, Replay, undefined> {
  const problem = fenProblem(game.startFen);
  if (problem) return { ok: false, error: problem };
  const sans: string[] = [];
  let finalFen = game.startFen;
  function* playLine(
    fen: string,
    line: PgnMove[],
    main: boolean,
  ): Generator<void, string | null, undefined> {
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
        // chess.js 1.x throws on an illegal or unreadable move.
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
  const error = yield* playLine(game.startFen.trim(), game.moves, true);
  return error ? { ok: false, error } : { ok: true, finalFen, sans };
}

/** replaySteps at once, for one game known to be small (an opening, a chapter, demo data). */
export function replayGame(game: Pick<PgnGame, 'startFen' | 'moves'>): Replay {
  const steps = replaySteps(game);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
