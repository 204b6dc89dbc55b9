import { describe, expect, it } from 'vitest';
import { applyMove, type Square } from '@/chess/logic/game';
import {
  judgeMove,
  playLineMove,
  playShownMove,
  solvingSide,
  startSolving,
  type SolvingState,
} from '@/features/puzzles/components/puzzle-line';

/** Two rooks, either mates on the back rank after the king steps into the corner. */
const BACK_RANK = { fen: '6k1/5ppp/8/8/8/8/8/R3R1K1 b - - 0 1', moves: 'g8h8 a1a8' };
/** Lichess 3IQ26: f1c1 first; the user plays e3e1, c1e1 replies, then e8e1 mates. */
const TWO_MOVES = {
  fen: '4r1k1/2Q2ppp/2p2n2/3p4/N7/4r3/P5PP/2q2R1K w - - 0 25',
  moves: 'f1c1 e3e1 c1e1 e8e1',
};

/** The user plays `uci` on the board and the solver judges it. */
function userPlays(state: SolvingState, uci: string) {
  const result = applyMove(state.game, {
    from: uci.slice(0, 2) as Square,
    to: uci.slice(2, 4) as Square,
  });
  if (!result.ok) throw new Error(result.error);
  return judgeMove(state, result.move, result.state);
}

describe('solving a puzzle line', () => {
  it('plays the first move for the opponent, then waits for the user', () => {
    const start = startSolving(TWO_MOVES);
    expect(start.phase).toBe('auto');
    const ready = playLineMove(start);
    expect(ready.phase).toBe('user');
    expect(ready.game.history.map((m) => m.san)).toEqual(['Rxc1']);
    expect(solvingSide(TWO_MOVES.fen)).toBe('black');
  });

  it('says continue after a correct move with more to come, then solved at the end', () => {
    const first = userPlays(playLineMove(startSolving(TWO_MOVES)), 'e3e1');
    expect(first.verdict).toBe('continue');
    expect(first.state.phase).toBe('auto');
    const last = userPlays(playLineMove(first.state), 'e8e1');
    expect(last.verdict).toBe('solved');
    expect(last.state.userMoves).toEqual(['e3e1', 'e8e1']);
    expect(last.state.failed).toBe(false);
  });

  it('counts a wrong move as failed, keeps the board where it was and lets the user go on', () => {
    const ready = playLineMove(startSolving(TWO_MOVES));
    const wrong = userPlays(ready, 'e3e2');
    expect(wrong.verdict).toBe('wrong');
    expect(wrong.state.game).toBe(ready.game);
    expect(wrong.state.userMoves).toEqual(['e3e2']);
    expect(wrong.state.failed).toBe(true);
    expect(userPlays(wrong.state, 'e3e1').verdict).toBe('continue');
  });

  it('accepts another mate where the line’s last move mates (as lichess and the server do)', () => {
    const ready = playLineMove(startSolving(BACK_RANK));
    expect(userPlays(ready, 'e1e8').verdict).toBe('solved');
  });

  it('plays a shown move for the user and counts the try as failed', () => {
    const shown = playShownMove(playLineMove(startSolving(TWO_MOVES)), 'e3e1');
    expect(shown.note).toEqual({ kind: 'shown', san: 'Re1+' });
    expect(shown.failed).toBe(true);
    expect(shown.phase).toBe('auto');
  });
});
