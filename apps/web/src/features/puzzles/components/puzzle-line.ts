import type { Puzzle, PuzzleVerdict } from '@kingside/shared';
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
 * odd ones. The browser knows the line only as far as it has been played: the server judges each
 * of the user's moves and answers the reply, and the whole line once the try has ended
 * (docs/decisions/0045). From then on the user may go on, judged here against the line.
 */
export type SolvingPhase =
  /** The line's next move (the opponent's) is about to play itself. */
  | 'auto'
  /** The user is to move. */
  | 'user'
  /** The user's move is on the board, waiting for the server's verdict. */
  | 'judging'
  /** The line is finished. */
  | 'done';

/** The sentence under the board: spec 2 §4's messages, or a shown move. */
export type SolvingNote =
  { kind: 'continue' } | { kind: 'solved' } | { kind: 'failed' } | { kind: 'shown'; san: string };

export type SolvingState = {
  /** The game as judged so far. */
  game: GameState;
  /** The line as far as it may be seen (UCI): the moves played, or all of it once `ended`. */
  line: readonly string[];
  /** The try has ended on the server (solved, failed or a move shown): `line` is the whole line. */
  ended: boolean;
  /** Index in `line` of the next move to play. */
  ply: number;
  phase: SolvingPhase;
  /** While judging: the game with the user's move, shown on the board. */
  pending: GameState | null;
  /** A wrong move was played or a move shown: the try counts as failed. */
  failed: boolean;
  note: SolvingNote | null;
};

/** What the server answered to a move: the verdict and the line as far as it may be seen. */
export type MoveAnswer = { verdict: PuzzleVerdict; moves: string };

/** A played move in UCI ("e7e8q"). */
export const uciOf = (move: Pick<PlayedMove, 'from' | 'to' | 'promotion'>) =>
  `${move.from}${move.to}${move.promotion ?? ''}`;

const moveOfUci = (uci: string) => ({
  from: uci.slice(0, 2) as Square,
  to: uci.slice(2, 4) as Square,
  ...(uci.length > 4 ? { promotion: uci[4] as PromotionPiece } : {}),
});

const lineOf = (moves: string) => moves.split(' ').filter(Boolean);

/** The puzzle before its first move, which is about to play itself. */
export function startSolving(puzzle: Pick<Puzzle, 'fen' | 'moves'>): SolvingState {
  return {
    game: createGame(puzzle.fen),
    line: lineOf(puzzle.moves),
    ended: false,
    ply: 0,
    phase: 'auto',
    pending: null,
    failed: false,
    note: null,
  };
}

/** The game shown on the board: with the move being judged, if any. */
export const shownGame = (state: SolvingState) => state.pending ?? state.game;

const after = (state: SolvingState, game: GameState): SolvingState => {
  const ply = state.ply + 1;
  const phase: SolvingPhase =
    state.ended && ply >= state.line.length ? 'done' : ply % 2 === 1 ? 'user' : 'auto';
  return { ...state, game, ply, phase, pending: null };
};

/** Plays the line's next move for the opponent (the first move, or a reply). */
export function playLineMove(state: SolvingState): SolvingState {
  const uci = state.line[state.ply];
  if (state.phase !== 'auto' || !uci) return state;
  const result = applyMove(state.game, moveOfUci(uci));
  return result.ok ? after(state, result.state) : state;
}

/**
 * Judges the user's move (already played into `game` by the board) against the whole line, once
 * the try has ended (before that the server judges it: `sendMove`, then `applyAnswer`). Where the line's last move mates, any mating move counts (lichess, as the
 * server judges). A wrong move is taken back, so the user may try again.
 */
export function judgeMove(
  state: SolvingState,
  move: PlayedMove,
  game: GameState,
): { state: SolvingState; verdict: PuzzleVerdict } {
  const expected = state.line[state.ply];
  const last = state.ply === state.line.length - 1;
  const right = uciOf(move) === expected || (last && move.san.endsWith('#'));
  if (!right) {
    return { state: { ...state, failed: true, note: { kind: 'failed' } }, verdict: 'failed' };
  }
  const next = after(state, game);
  const verdict: PuzzleVerdict = next.phase === 'done' ? 'solved' : 'continue';
  return { state: { ...next, note: { kind: verdict } }, verdict };
}

/** The user's move is on the board (`game`) and sent to the server: the board waits. */
export function sendMove(state: SolvingState, game: GameState): SolvingState {
  if (state.phase !== 'user') return state;
  return { ...state, phase: 'judging', pending: game };
}

/**
 * The server's verdict on the move being judged: a right move stays and the reply is about to
 * play; the last one solves; a wrong one is taken back and the whole line is now known.
 */
export function applyAnswer(state: SolvingState, answer: MoveAnswer): SolvingState {
  if (state.phase !== 'judging' || !state.pending) return state;
  const line = lineOf(answer.moves);
  const ended = answer.verdict !== 'continue';
  if (answer.verdict === 'failed') {
    return {
      ...state,
      line,
      ended,
      phase: 'user',
      pending: null,
      failed: true,
      note: { kind: 'failed' },
    };
  }
  const next = after({ ...state, line, ended }, state.pending);
  return { ...next, note: { kind: answer.verdict } };
}

/** The move could not be judged (the call failed): it is taken back and the user may play again. */
export function refuseMove(state: SolvingState): SolvingState {
  if (state.phase !== 'judging') return state;
  return { ...state, phase: 'user', pending: null };
}

/**
 * Plays a move shown for the user (the try then counts as failed). `moves`, when the server
 * showed it, is the whole line: the try has ended.
 */
export function playShownMove(state: SolvingState, uci: string, moves?: string): SolvingState {
  if (state.phase !== 'user') return state;
  const result = applyMove(state.game, moveOfUci(uci));
  if (!result.ok) return state;
  const known = moves === undefined ? state : { ...state, line: lineOf(moves), ended: true };
  return {
    ...after(known, result.state),
    failed: true,
    note: { kind: 'shown', san: result.move.san },
  };
}

/** The side the user plays: the one to move after the opponent's first move. */
export const solvingSide = (fen: string): 'white' | 'black' =>
  fen.split(' ')[1] === 'b' ? 'white' : 'black';
