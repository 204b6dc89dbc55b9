/**
 * Checking a board answer to an assignment (docs/decisions/0032): the student's moves are
 * replayed from the game's position with chess.js, and the answer is right when the position
 * reached is one of the solution positions (move counters aside) or the moves are the solution
 * line. The server calls this; a browser's claim about the position it reached is not trusted
 * when moves are sent.
 */

import { isSolutionPosition } from '@kingside/shared';
import { Chess } from 'chess.js';
import { fenProblem } from './fen.js';

export type BoardAnswer =
  { ok: true; correct: boolean; reachedFen: string } | { ok: false; error: string };

export const ANSWER_ERRORS = {
  noMove: 'Make a move on the board first.',
  tooManyMoves: (max: number) => `An answer may have at most ${max} moves.`,
  illegal: (n: number, san: string) => `Move ${n} (${san}) is not a legal move here.`,
} as const;

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);

/**
 * The SAN moves of a line written as "1. Nf3 Nc6 2. Bb5" or "Nf3 Nc6 Bb5": move numbers,
 * results and annotation marks dropped ("1...Qh4#" gives "Qh4#").
 */
export function lineTokens(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\s+/)
    .map((t) => t.replace(/^\d+\.+/, '').replace(/[!?]+$/, ''))
    .filter((t) => t && !RESULTS.has(t));
}

/** Plays `sans` from `fen`; the SANs as chess.js writes them and the FEN reached, or the first illegal move. */
function play(
  fen: string,
  sans: string[],
): { ok: true; played: string[]; fen: string } | { ok: false; index: number } {
  const chess = new Chess(fen);
  const played: string[] = [];
  for (const [i, san] of sans.entries()) {
    try {
      played.push(chess.move(san).san);
    } catch {
      return { ok: false, index: i };
    }
  }
  return { ok: true, played, fen: chess.fen() };
}

const bare = (san: string) => san.replace(/[+#]$/, '');

/**
 * The game's `solution` as a line of moves from its position, when it is one (a solution in
 * words, or with an illegal move, is not a line).
 */
export function solutionLine(
  gameFen: string,
  solution: string | null | undefined,
): string[] | null {
  const tokens = lineTokens(solution);
  if (!tokens.length) return null;
  const result = play(gameFen, tokens);
  return result.ok ? result.played : null;
}

/**
 * Judges a board answer: `moves` (SAN from the game's position, space-separated) when given,
 * else the position `fen`. At most `maxMoves` moves.
 */
export function checkBoardAnswer(
  game: { fen: string; solutionFen: string | null; solution: string | null },
  answer: { moves: string | null | undefined; fen: string | null | undefined },
  maxMoves: number,
): BoardAnswer {
  const tokens = lineTokens(answer.moves);
  let reachedFen: string;
  let played: string[] | null = null;
  if (tokens.length) {
    if (tokens.length > maxMoves) return { ok: false, error: ANSWER_ERRORS.tooManyMoves(maxMoves) };
    const result = play(game.fen, tokens);
    if (!result.ok)
      return { ok: false, error: ANSWER_ERRORS.illegal(result.index + 1, tokens[result.index]!) };
    reachedFen = result.fen;
    played = result.played;
  } else if (answer.fen) {
    const problem = fenProblem(answer.fen);
    if (problem) return { ok: false, error: problem };
    reachedFen = answer.fen.trim();
  } else {
    return { ok: false, error: ANSWER_ERRORS.noMove };
  }
  if (isSolutionPosition(reachedFen, game.solutionFen))
    return { ok: true, correct: true, reachedFen };
  const line = played ? solutionLine(game.fen, game.solution) : null;
  const correct =
    !!line &&
    !!played &&
    line.length === played.length &&
    line.every((san, i) => bare(san) === bare(played[i]!));
  return { ok: true, correct, reachedFen };
}
