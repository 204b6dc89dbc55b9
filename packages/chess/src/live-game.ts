/**
 * A live game owned by the server (issue 17; docs/decisions/0041), as pure data in, data out: no
 * timers and no I/O. Time comes in as `now` (epoch milliseconds) on every call, so the server can
 * replay or test any moment. The state is plain JSON (no chess.js object inside) for PostgreSQL
 * and Redis; chess.js is rebuilt from the current FEN on each move, and the repetition keys since
 * the last irreversible move stand in for the history chess.js would need for threefold.
 *
 * Clocks follow lichess: each side's first move is free (the clocks start after both have moved),
 * a side that has not made its first move within FIRST_MOVE_WINDOW_MS aborts the game, time is
 * charged from turnStartedAt to the move's arrival, and the increment is added after each charged
 * move (Fischer). A side out of time loses, unless the opponent cannot mate: then it is a draw.
 */

import {
  timeControlClock,
  type LiveResult,
  type LiveTermination,
  type TimeControl,
} from '@kingside/shared';
import { Chess, type Move } from 'chess.js';
import { fenProblem } from './fen.js';
import { START_FEN } from './pgn/game.js';

export type Side = 'white' | 'black';

/** How long each side has for its first move in a timed game before the game is aborted (ms). */
export const FIRST_MOVE_WINDOW_MS = 30_000;

export type LiveGameState = {
  /** The players' user ids. */
  white: number;
  black: number;
  timeControl: TimeControl;
  /** The position the game started from. */
  startFen: string;
  /** The current position. */
  fen: string;
  /** Moves played, in SAN (with + and #) and in UCI ("e7e8q"). */
  sans: string[];
  ucis: string[];
  /**
   * Position keys (FEN without the move counters) since the last capture or pawn move, the
   * current one last: the only positions a repetition can reach again.
   */
  repetitionKeys: string[];
  /** Remaining time in ms, as of turnStartedAt; null in an untimed game. */
  clock: { white: number; black: number } | null;
  /** The side to move. */
  turn: Side;
  /** When the side to move began its turn (epoch ms). */
  turnStartedAt: number;
  startedAt: number;
  status: 'started' | 'over';
  result: LiveResult;
  termination: LiveTermination | null;
  /** Who resigned or aborted; null otherwise. */
  endedBy: Side | null;
  endedAt: number | null;
  /** The side whose draw offer stands; the opponent's next move declines it. */
  drawOfferBy: Side | null;
  /** Half-moves played. */
  ply: number;
};

export type LiveRefusal =
  | 'not-your-turn'
  | 'illegal-move'
  | 'game-over'
  | 'flagged'
  | 'not-flagged'
  | 'no-draw-offer'
  | 'draw-already-offered'
  | 'too-late-to-abort';

/**
 * Every action answers the state to store: the new one, or with a refusal the old one, or the one
 * ended on time (or by the first-move window) when the action came too late.
 */
export type LiveOutcome =
  { ok: true; state: LiveGameState } | { ok: false; reason: LiveRefusal; state: LiveGameState };

export const otherSide = (side: Side): Side => (side === 'white' ? 'black' : 'white');
const winFor = (side: Side): LiveResult => (side === 'white' ? '1-0' : '0-1');
const positionKey = (fen: string) => fen.split(' ').slice(0, 4).join(' ');
/** Both sides have moved: from here on the clocks run and the game can no longer be aborted. */
const clocksRunning = (state: LiveGameState) => state.ply >= 2;

/** A new game, White (or the FEN's side) to move. `fen` is for tests and set positions. */
export function newLiveGame(input: {
  white: number;
  black: number;
  timeControl: TimeControl;
  now: number;
  fen?: string;
}): LiveGameState {
  const startFen = input.fen ?? START_FEN;
  const problem = fenProblem(startFen);
  if (problem) throw new Error(problem);
  const fen = new Chess(startFen).fen();
  const clock = timeControlClock(input.timeControl);
  return {
    white: input.white,
    black: input.black,
    timeControl: input.timeControl,
    startFen,
    fen,
    sans: [],
    ucis: [],
    repetitionKeys: [positionKey(fen)],
    clock: clock ? { white: clock.initialMs, black: clock.initialMs } : null,
    turn: fen.split(' ')[1] === 'b' ? 'black' : 'white',
    turnStartedAt: input.now,
    startedAt: input.now,
    status: 'started',
    result: '*',
    termination: null,
    endedBy: null,
    endedAt: null,
    drawOfferBy: null,
    ply: 0,
  };
}

const end = (
  state: LiveGameState,
  now: number,
  result: LiveResult,
  termination: LiveTermination,
  endedBy: Side | null = null,
): LiveGameState => ({
  ...state,
  status: 'over',
  result,
  termination,
  endedBy,
  endedAt: now,
  drawOfferBy: null,
});

/** The pieces on the board other than kings, by side, as chess.js letters with square colour. */
function material(fen: string): Record<Side, { type: string; light: boolean }[]> {
  const pieces: Record<Side, { type: string; light: boolean }[]> = { white: [], black: [] };
  const ranks = fen.split(' ')[0]!.split('/');
  ranks.forEach((rank, r) => {
    let file = 0;
    for (const ch of rank) {
      if (/\d/.test(ch)) {
        file += Number(ch);
        continue;
      }
      if (ch.toLowerCase() !== 'k')
        pieces[ch === ch.toUpperCase() ? 'white' : 'black'].push({
          type: ch.toLowerCase(),
          light: (r + file) % 2 === 0,
        });
      file++;
    }
  });
  return pieces;
}

/**
 * Whether `side` can never mate, whatever is played: a bare king; a lone knight or bishop against
 * a bare king; or bishops only, all on one square colour, on both sides. The certain cases of
 * FIDE's "dead position" for a flag; anything else counts as able to mate.
 */
export function cannotMate(fen: string, side: Side): boolean {
  const pieces = material(fen);
  const own = pieces[side];
  const theirs = pieces[otherSide(side)];
  if (own.length === 0) return true;
  if (own.length === 1 && (own[0]!.type === 'n' || own[0]!.type === 'b') && theirs.length === 0)
    return true;
  const all = [...own, ...theirs];
  return all.every((p) => p.type === 'b') && all.every((p) => p.light === all[0]!.light);
}

/** The side to move is out of time at `now` (a timed game, clocks running). */
const outOfTime = (state: LiveGameState, now: number) =>
  !!state.clock && clocksRunning(state) && now - state.turnStartedAt >= state.clock[state.turn];

/**
 * The game as it stands at `now`: ended on time when the side to move has run out, aborted when
 * it has not made its first move within the window; else unchanged.
 */
function settle(state: LiveGameState, now: number): LiveGameState {
  if (state.status === 'over' || !state.clock) return state;
  if (outOfTime(state, now)) {
    const winner = otherSide(state.turn);
    const result = cannotMate(state.fen, winner) ? '1/2-1/2' : winFor(winner);
    return end({ ...state, clock: { ...state.clock, [state.turn]: 0 } }, now, result, 'time');
  }
  if (!clocksRunning(state) && now - state.turnStartedAt > FIRST_MOVE_WINDOW_MS)
    return end(state, now, '*', 'aborted');
  return state;
}

/** The game settled at `now`, or the refusal when it is (or has just become) over. */
function begin(
  state: LiveGameState,
  now: number,
): { ok: true; state: LiveGameState } | { ok: false; reason: LiveRefusal; state: LiveGameState } {
  if (state.status === 'over') return { ok: false, reason: 'game-over', state };
  const settled = settle(state, now);
  if (settled.status === 'over')
    return {
      ok: false,
      reason: settled.termination === 'time' ? 'flagged' : 'game-over',
      state: settled,
    };
  return { ok: true, state: settled };
}

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;

/**
 * Plays `by`'s move (UCI, else SAN) arriving at `now`. A move after the mover's time ran out is
 * refused as 'flagged' and the answered state is the game ended on time.
 */
export function applyMove(
  state: LiveGameState,
  move: { by: Side; uci?: string; san?: string; now: number },
): LiveOutcome {
  const started = begin(state, move.now);
  if (!started.ok) return started;
  const game = started.state;
  if (move.by !== game.turn) return { ok: false, reason: 'not-your-turn', state: game };

  const chess = new Chess(game.fen);
  let played: Move;
  try {
    const uci = move.uci ? UCI.exec(move.uci) : null;
    if (uci) played = chess.move({ from: uci[1]!, to: uci[2]!, promotion: uci[3] });
    else if (move.san && !move.uci) played = chess.move(move.san);
    else return { ok: false, reason: 'illegal-move', state: game };
  } catch {
    return { ok: false, reason: 'illegal-move', state: game };
  }

  const elapsed = Math.max(0, move.now - game.turnStartedAt);
  const control = timeControlClock(game.timeControl);
  const clock =
    game.clock && control && clocksRunning(game)
      ? { ...game.clock, [move.by]: game.clock[move.by] - elapsed + control.incrementMs }
      : game.clock;
  const fen = chess.fen();
  const key = positionKey(fen);
  const irreversible = played.piece === 'p' || !!played.captured;
  const repetitionKeys = irreversible ? [key] : [...game.repetitionKeys, key];
  const next: LiveGameState = {
    ...game,
    fen,
    sans: [...game.sans, played.san],
    ucis: [...game.ucis, played.lan],
    repetitionKeys,
    clock,
    turn: otherSide(move.by),
    turnStartedAt: move.now,
    drawOfferBy: game.drawOfferBy === move.by ? move.by : null,
    ply: game.ply + 1,
  };

  if (chess.isCheckmate())
    return { ok: true, state: end(next, move.now, winFor(move.by), 'checkmate') };
  if (chess.isStalemate()) return { ok: true, state: end(next, move.now, '1/2-1/2', 'stalemate') };
  if (chess.isInsufficientMaterial())
    return { ok: true, state: end(next, move.now, '1/2-1/2', 'insufficient-material') };
  if (repetitionKeys.filter((k) => k === key).length >= 3)
    return { ok: true, state: end(next, move.now, '1/2-1/2', 'threefold-repetition') };
  if (chess.isDrawByFiftyMoves())
    return { ok: true, state: end(next, move.now, '1/2-1/2', 'fifty-move-rule') };
  return { ok: true, state: next };
}

/**
 * Either player (or the server's own check) ends the game once the side to move is out of time,
 * or has let the first-move window pass; refused as 'not-flagged' before that.
 */
export function claimFlag(state: LiveGameState, now: number): LiveOutcome {
  if (state.status === 'over') return { ok: false, reason: 'game-over', state };
  const settled = settle(state, now);
  return settled.status === 'over'
    ? { ok: true, state: settled }
    : { ok: false, reason: 'not-flagged', state };
}

export function resign(state: LiveGameState, by: Side, now: number): LiveOutcome {
  const started = begin(state, now);
  if (!started.ok) return started;
  return { ok: true, state: end(started.state, now, winFor(otherSide(by)), 'resignation', by) };
}

/** Offers a draw; an offer while the opponent's own stands accepts it (lichess). */
export function offerDraw(state: LiveGameState, by: Side, now: number): LiveOutcome {
  const started = begin(state, now);
  if (!started.ok) return started;
  const game = started.state;
  if (game.drawOfferBy === otherSide(by)) return acceptDraw(game, by, now);
  if (game.drawOfferBy === by) return { ok: false, reason: 'draw-already-offered', state: game };
  return { ok: true, state: { ...game, drawOfferBy: by } };
}

export function acceptDraw(state: LiveGameState, by: Side, now: number): LiveOutcome {
  const started = begin(state, now);
  if (!started.ok) return started;
  if (started.state.drawOfferBy !== otherSide(by))
    return { ok: false, reason: 'no-draw-offer', state: started.state };
  return { ok: true, state: end(started.state, now, '1/2-1/2', 'agreement') };
}

export function declineDraw(state: LiveGameState, by: Side, now: number): LiveOutcome {
  const started = begin(state, now);
  if (!started.ok) return started;
  if (started.state.drawOfferBy !== otherSide(by))
    return { ok: false, reason: 'no-draw-offer', state: started.state };
  return { ok: true, state: { ...started.state, drawOfferBy: null } };
}

/** Ends the game without a result; only before both sides have moved (lichess's Abort). */
export function abort(state: LiveGameState, by: Side, now: number): LiveOutcome {
  const started = begin(state, now);
  if (!started.ok) return started;
  if (clocksRunning(started.state))
    return { ok: false, reason: 'too-late-to-abort', state: started.state };
  return { ok: true, state: end(started.state, now, '*', 'aborted', by) };
}

export type ClockView = {
  /** Remaining ms at `now`, never below 0. */
  white: number;
  black: number;
  /** The side whose clock is running, or null (before both have moved, or over). */
  running: Side | null;
  /** Before the clocks start: when the side to move's first-move window ends (epoch ms). */
  firstMoveDeadline: number | null;
};

/** The clocks as a player sees them at `now`; null in an untimed game. */
export function clockView(state: LiveGameState, now: number): ClockView | null {
  if (!state.clock) return null;
  const over = state.status === 'over';
  const running = !over && clocksRunning(state) ? state.turn : null;
  const view = { ...state.clock };
  if (running) view[running] = Math.max(0, view[running] - Math.max(0, now - state.turnStartedAt));
  return {
    ...view,
    running,
    firstMoveDeadline:
      !over && !clocksRunning(state) ? state.turnStartedAt + FIRST_MOVE_WINDOW_MS : null,
  };
}

/** The side a user plays in this game, or null for a watcher. */
export function sideOfUser(state: LiveGameState, userId: number): Side | null {
  if (userId === state.white) return 'white';
  if (userId === state.black) return 'black';
  return null;
}
