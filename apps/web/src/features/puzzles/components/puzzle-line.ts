import type { Puzzle } from '@kingside/shared';
import {
  applyMove,
  createGame,
  type GameState,
  type PlayedMove,
  type PromotionPiece,
  type Square,
} from '@/chess/logic/game';

/**
 * Solving a puzzle's line on the board (spec 2 §4 "Puzzle solving"): pure state in, state out.
 * The line is UCI; the opponent plays the even plies (the first one automatically), the user the
 * odd ones. The server judges the attempt again from the moves sent (judgePuzzle).
 */
export type SolvingPhase =
  /** The line's next move (the opponent's) is about to play itself. */
  | 'auto'
  /** The user is to move. */
  | 'user'
  /** The line is finished. */
  | 'done';

/** The sentence under the board: spec 2 §4's messages, or a shown move. */
export type SolvingNote =
  { kind: 'continue' } | { kind: 'solved' } | { kind: 'failed' } | { kind: 'shown'; san: string };

export type SolvingState = {
  game: GameState;
  line: readonly string[];
  /** Index in `line` of the next move to play. */
  ply: number;
  phase: SolvingPhase;
  /** The user's moves of this try, UCI (a wrong one included). */
  userMoves: string[];
  /** A wrong move was played or a move shown: the try counts as failed. */
  failed: boolean;
  note: SolvingNote | null;
};

/** A played move in UCI ("e7e8q"). */
export const uciOf = (move: Pick<PlayedMove, 'from' | 'to' | 'promotion'>) =>
  `${move.from}${move.to}${move.promotion ?? ''}`;

const moveOfUci = (uci: string) => ({
  from: uci.slice(0, 2) as Square,
  to: uci.slice(2, 4) as Square,
  ...(uci.length > 4 ? { promotion: uci[4] as PromotionPiece } : {}),
});

/** The puzzle before its first move, which is about to play itself. */
export function startSolving(puzzle: Pick<Puzzle, 'fen' | 'moves'>): SolvingState {
  return {
    game: createGame(puzzle.fen),
    line: puzzle.moves.split(' ').filter(Boolean),
    ply: 0,
    phase: 'auto',
    userMoves: [],
    failed: false,
    note: null,
  };
}

const after = (state: SolvingState, game: GameState): SolvingState => {
  const ply = state.ply + 1;
  const phase: SolvingPhase = ply >= state.line.length ? 'done' : ply % 2 === 1 ? 'user' : 'auto';
  return { ...state, game, ply, phase };
};

/** Plays the line's next move for the opponent (the first move, or a reply). */
export function playLineMove(state: SolvingState): SolvingState {
  const uci = state.line[state.ply];
  if (state.phase !== 'auto' || !uci) return state;
  const result = applyMove(state.game, moveOfUci(uci));
  return result.ok ? after(state, result.state) : state;
}

/** What a user's move did: matched the line (more to come, or the end) or was wrong. */
export type MoveVerdict = 'continue' | 'solved' | 'wrong';

/**
 * Judges the user's move (already played into `game` by the board) against the line's next move.
 * Where the line's last move mates, any mating move counts (lichess, as the server judges). A
 * wrong move is taken back, so the user may try again.
 */
export function judgeMove(
  state: SolvingState,
  move: PlayedMove,
  game: GameState,
): { state: SolvingState; verdict: MoveVerdict } {
  const uci = uciOf(move);
  const userMoves = [...state.userMoves, uci];
  const expected = state.line[state.ply];
  const last = state.ply === state.line.length - 1;
  const correct = uci === expected || (last && move.san.endsWith('#'));
  if (!correct) {
    return {
      state: { ...state, userMoves, failed: true, note: { kind: 'failed' } },
      verdict: 'wrong',
    };
  }
  const next = after({ ...state, userMoves }, game);
  const verdict: MoveVerdict = next.phase === 'done' ? 'solved' : 'continue';
  return { state: { ...next, note: { kind: verdict } }, verdict };
}

/** Plays a move the server showed for the user (the try then counts as failed). */
export function playShownMove(state: SolvingState, uci: string): SolvingState {
  if (state.phase !== 'user') return state;
  const result = applyMove(state.game, moveOfUci(uci));
  if (!result.ok) return state;
  return {
    ...after(state, result.state),
    failed: true,
    note: { kind: 'shown', san: result.move.san },
  };
}

/** The side the user plays: the one to move after the opponent's first move. */
export const solvingSide = (fen: string): 'white' | 'black' =>
  fen.split(' ')[1] === 'b' ? 'white' : 'black';
