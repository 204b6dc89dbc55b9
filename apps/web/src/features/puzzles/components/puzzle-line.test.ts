import { describe, expect, it } from 'vitest';
import { applyMove, type Square } from '@/chess/logic/game';
import {
  applyAnswer,
  judgeMove,
  playLineMove,
  playShownMove,
  refuseMove,
  sendMove,
  shownGame,
  solvingSide,
  startSolving,
  type SolvingState,
} from '@/features/puzzles/components/puzzle-line';

/** Two rooks, either mates on the back rank after the king steps into the corner. */
const BACK_RANK_LINE = 'g8h8 a1a8';
const BACK_RANK = { fen: '6k1/5ppp/8/8/8/8/8/R3R1K1 b - - 0 1', moves: 'g8h8' };
/** Lichess 3IQ26, as served (its first move only): the user plays e3e1, c1e1 replies, e8e1 mates. */
const LINE = 'f1c1 e3e1 c1e1 e8e1';
const TWO_MOVES = {
  fen: '4r1k1/2Q2ppp/2p2n2/3p4/N7/4r3/P5PP/2q2R1K w - - 0 25',
  moves: 'f1c1',
};

/** The user plays `uci` on the board: the move and the game after it. */
function onBoard(state: SolvingState, uci: string) {
  const result = applyMove(state.game, {
    from: uci.slice(0, 2) as Square,
    to: uci.slice(2, 4) as Square,
  });
  if (!result.ok) throw new Error(result.error);
  return result;
}

/** The user plays `uci` and the server answers `verdict` with the line as far as it shows. */
function answered(
  state: SolvingState,
  uci: string,
  verdict: 'continue' | 'solved' | 'failed',
  moves: string,
) {
  const sent = sendMove(state, onBoard(state, uci).state);
  expect(sent.phase).toBe('judging');
  return applyAnswer(sent, { verdict, moves });
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

  it('shows the move while the server judges it, then the reply it answered, then solved', () => {
    const ready = playLineMove(startSolving(TWO_MOVES));
    const sent = sendMove(ready, onBoard(ready, 'e3e1').state);
    expect(shownGame(sent).history.map((m) => m.san)).toEqual(['Rxc1', 'Re1+']);
    expect(sent.game).toBe(ready.game);
    const right = applyAnswer(sent, { verdict: 'continue', moves: 'f1c1 e3e1 c1e1' });
    expect(right).toMatchObject({ phase: 'auto', note: { kind: 'continue' }, ended: false });
    const replied = playLineMove(right);
    expect(replied.game.history.map((m) => m.san)).toEqual(['Rxc1', 'Re1+', 'Rxe1']);
    const last = answered(replied, 'e8e1', 'solved', LINE);
    expect(last).toMatchObject({ phase: 'done', note: { kind: 'solved' }, ended: true });
    expect(last.failed).toBe(false);
  });

  it('takes a wrong move back, and judges the rest against the line the server then showed', () => {
    const ready = playLineMove(startSolving(TWO_MOVES));
    const wrong = answered(ready, 'e3e2', 'failed', LINE);
    expect(wrong.game).toBe(ready.game);
    expect(wrong).toMatchObject({
      phase: 'user',
      failed: true,
      ended: true,
      line: LINE.split(' '),
    });
    const right = judgeMove(wrong, onBoard(wrong, 'e3e1').move, onBoard(wrong, 'e3e1').state);
    expect(right.verdict).toBe('continue');
    expect(judgeMove(wrong, onBoard(wrong, 'e3e2').move, wrong.game).verdict).toBe('failed');
  });

  it('takes a move back when it could not be judged', () => {
    const ready = playLineMove(startSolving(TWO_MOVES));
    const refused = refuseMove(sendMove(ready, onBoard(ready, 'e3e1').state));
    expect(refused).toMatchObject({
      phase: 'user',
      pending: null,
      game: ready.game,
      failed: false,
    });
  });

  it('accepts another mate where the line’s last move mates (as lichess and the server do)', () => {
    const ready = playLineMove(startSolving(BACK_RANK));
    const failed = answered(ready, 'g1f1', 'failed', BACK_RANK_LINE);
    const mate = onBoard(failed, 'e1e8');
    expect(judgeMove(failed, mate.move, mate.state).verdict).toBe('solved');
  });

  it('plays a shown move for the user, learns the line and counts the try as failed', () => {
    const shown = playShownMove(playLineMove(startSolving(TWO_MOVES)), 'e3e1', LINE);
    expect(shown.note).toEqual({ kind: 'shown', san: 'Re1+' });
    expect(shown).toMatchObject({ failed: true, ended: true, phase: 'auto' });
    expect(playLineMove(shown).game.history.map((m) => m.san)).toEqual(['Rxc1', 'Re1+', 'Rxe1']);
  });
});
