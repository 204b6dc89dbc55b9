import { describe, expect, it } from 'vitest';
import {
  abort,
  acceptDraw,
  applyMove,
  cannotMate,
  claimFlag,
  clockView,
  declineDraw,
  FIRST_MOVE_WINDOW_MS,
  newLiveGame,
  offerDraw,
  resign,
  type LiveGameState,
  type LiveOutcome,
  type Side,
} from './live-game.js';
import { gamePgn } from './live-game-pgn.js';

const ok = (outcome: LiveOutcome): LiveGameState => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome.state;
};

/** Plays SAN moves one second apart from `state.turnStartedAt`, through a JSON round trip each time. */
function play(state: LiveGameState, sans: string[], stepMs = 1_000): LiveGameState {
  let s = state;
  for (const san of sans) {
    s = JSON.parse(
      JSON.stringify(ok(applyMove(s, { by: s.turn, san, now: s.turnStartedAt + stepMs }))),
    ) as LiveGameState;
  }
  return s;
}

const game = (timeControl: '3+2' | 'untimed' = '3+2', fen?: string) =>
  newLiveGame({ white: 1, black: 2, timeControl, now: 0, fen });

describe('live game endings', () => {
  it.each([
    ["fool's mate", undefined, ['f3', 'e5', 'g4', 'Qh4#'], '0-1', 'checkmate'],
    ['a queen stalemate', '7k/8/8/6Q1/8/8/8/K7 w - - 0 1', ['Qg6'], '1/2-1/2', 'stalemate'],
    [
      'threefold repetition by knight shuffles',
      undefined,
      ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'],
      '1/2-1/2',
      'threefold-repetition',
    ],
    [
      'K vs K after a capture',
      '4k3/8/8/8/8/8/3r4/4K3 w - - 0 1',
      ['Kxd2'],
      '1/2-1/2',
      'insufficient-material',
    ],
    ['the 50-move rule', 'k7/8/8/8/8/8/8/K6R w - - 99 80', ['Rh2'], '1/2-1/2', 'fifty-move-rule'],
  ])('ends by %s', (_label, fen, sans, result, termination) => {
    const start = game('3+2', fen);
    const before = play(start, sans.slice(0, -1));
    expect(before.status).toBe('started');
    const end = play(before, sans.slice(-1));
    expect(end).toMatchObject({ status: 'over', result, termination, ply: sans.length });
    expect(end.endedAt).toBe(end.turnStartedAt);
  });

  it('counts repetitions across a JSON round trip with no chess.js history', () => {
    const shuffled = play(game(), ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1']);
    expect(shuffled.repetitionKeys).toHaveLength(8);
    const restored = JSON.parse(JSON.stringify(shuffled)) as LiveGameState;
    expect(ok(applyMove(restored, { by: 'black', uci: 'f6g8', now: 20_000 })).termination).toBe(
      'threefold-repetition',
    );
  });

  it('forgets positions before a pawn move or capture', () => {
    const s = play(game(), ['Nf3', 'Nf6', 'e4']);
    expect(s.repetitionKeys).toHaveLength(1);
  });
});

describe('live game clocks', () => {
  it('leaves the first move of each side free, then charges and adds the increment', () => {
    let s = game('3+2');
    s = ok(applyMove(s, { by: 'white', uci: 'e2e4', now: 5_000 }));
    s = ok(applyMove(s, { by: 'black', uci: 'e7e5', now: 9_000 }));
    expect(s.clock).toEqual({ white: 180_000, black: 180_000 });
    s = ok(applyMove(s, { by: 'white', uci: 'g1f3', now: 14_000 }));
    expect(s.clock).toEqual({ white: 177_000, black: 180_000 });
    s = ok(applyMove(s, { by: 'black', uci: 'b8c6', now: 20_000 }));
    expect(s.clock).toEqual({ white: 177_000, black: 176_000 });
    s = ok(applyMove(s, { by: 'white', san: 'Bb5', now: 21_000 }));
    expect(s.clock).toEqual({ white: 178_000, black: 176_000 });
    expect(clockView(s, 25_000)).toEqual({
      white: 178_000,
      black: 172_000,
      running: 'black',
      firstMoveDeadline: null,
    });
    expect(clockView(s, 1_000_000)?.black).toBe(0);
  });

  it('shows no running clock but the first-move deadline before both sides have moved', () => {
    const s = ok(applyMove(game(), { by: 'white', uci: 'e2e4', now: 4_000 }));
    expect(clockView(s, 10_000)).toEqual({
      white: 180_000,
      black: 180_000,
      running: null,
      firstMoveDeadline: 4_000 + FIRST_MOVE_WINDOW_MS,
    });
  });

  it('has no clock in an untimed game, and never flags', () => {
    const s = play(game('untimed'), ['e4', 'e5', 'Nf3'], 10_000_000);
    expect(s.clock).toBeNull();
    expect(clockView(s, 1e12)).toBeNull();
    expect(claimFlag(s, 1e12)).toMatchObject({ ok: false, reason: 'not-flagged' });
  });

  const running = () => play(game('3+2'), ['e4', 'e5']); // white to move from 2_000, 180 s left

  it('lets either side claim the flag only once the side to move is out of time', () => {
    const s = running();
    expect(claimFlag(s, 2_000 + 179_999)).toMatchObject({ ok: false, reason: 'not-flagged' });
    const flagged = ok(claimFlag(s, 2_000 + 180_000));
    expect(flagged).toMatchObject({ status: 'over', result: '0-1', termination: 'time' });
    expect(flagged.clock).toEqual({ white: 0, black: 180_000 });
  });

  it('refuses a move that arrives after the mover ran out and ends the game on time', () => {
    const outcome = applyMove(running(), { by: 'white', uci: 'g1f3', now: 2_000 + 200_000 });
    expect(outcome).toMatchObject({
      ok: false,
      reason: 'flagged',
      state: { status: 'over', result: '0-1', termination: 'time', ply: 2 },
    });
  });

  it.each([
    ['a bare king', '4k3/8/8/8/8/8/8/3QK3 w - - 0 1', '1/2-1/2'],
    ['a lone knight (a mate is not impossible)', '4k3/8/8/2n5/8/8/8/3QK3 w - - 0 1', '0-1'],
    ['a rook', '4k3/8/8/2r5/8/8/8/3QK3 w - - 0 1', '0-1'],
    ['a pawn', '4k3/4p3/8/8/8/8/8/3QK3 w - - 0 1', '0-1'],
  ])('scores a flag against an opponent with %s as %s', (_label, fen, result) => {
    const s = play(game('3+2', fen), ['Qd2', 'Kf8']);
    expect(ok(claimFlag(s, s.turnStartedAt + 180_000)).result).toBe(result);
  });

  it.each([
    ['4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'white', true],
    ['4k3/8/8/8/8/8/8/2B1K3 w - - 0 1', 'white', true],
    ['4k3/8/8/8/8/8/2p5/2B1K3 w - - 0 1', 'white', false],
    ['4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1', 'white', true],
    ['3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1', 'white', true],
    ['2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1', 'white', false],
    ['4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1', 'white', false],
  ] as const)('in %s, %s cannot mate: %s', (fen, side: Side, expected) => {
    expect(cannotMate(fen, side)).toBe(expected);
  });

  it('aborts a timed game whose side to move lets the first-move window pass', () => {
    expect(claimFlag(game(), FIRST_MOVE_WINDOW_MS)).toMatchObject({ ok: false });
    expect(claimFlag(game(), FIRST_MOVE_WINDOW_MS + 1)).toMatchObject({
      ok: true,
      state: { status: 'over', result: '*', termination: 'aborted' },
    });
    expect(
      applyMove(game(), { by: 'white', uci: 'e2e4', now: FIRST_MOVE_WINDOW_MS + 1 }),
    ).toMatchObject({ ok: false, reason: 'game-over', state: { termination: 'aborted' } });
  });
});

describe('live game actions', () => {
  it.each([
    ['a move out of turn', { by: 'black', uci: 'e7e5' }, 'not-your-turn'],
    ['an illegal move', { by: 'white', uci: 'e2e5' }, 'illegal-move'],
    ['a UCI that is not one', { by: 'white', uci: 'castle' }, 'illegal-move'],
    ['an unknown SAN', { by: 'white', san: 'Qxh7' }, 'illegal-move'],
    ['no move at all', { by: 'white' }, 'illegal-move'],
  ] as const)('refuses %s', (_label, move, reason) => {
    const s = game();
    expect(applyMove(s, { ...move, now: 1_000 })).toEqual({ ok: false, reason, state: s });
  });

  it('refuses a promotion without its piece and plays it with one', () => {
    const s = game('3+2', '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    expect(applyMove(s, { by: 'white', uci: 'a7a8', now: 1 })).toMatchObject({
      reason: 'illegal-move',
    });
    expect(ok(applyMove(s, { by: 'white', uci: 'a7a8q', now: 1 })).sans).toEqual(['a8=Q+']);
  });

  it('refuses any move or action after the end', () => {
    const over = play(game(), ['f3', 'e5', 'g4', 'Qh4#']);
    expect(applyMove(over, { by: 'white', uci: 'e2e4', now: 9_000 })).toMatchObject({
      ok: false,
      reason: 'game-over',
    });
    expect(resign(over, 'white', 9_000)).toMatchObject({ ok: false, reason: 'game-over' });
  });

  it('ends on resignation with the opponent winning', () => {
    expect(ok(resign(play(game(), ['e4', 'e5']), 'white', 5_000))).toMatchObject({
      status: 'over',
      result: '0-1',
      termination: 'resignation',
      endedBy: 'white',
      endedAt: 5_000,
    });
  });

  it('draws when the opponent accepts a draw offer', () => {
    const offered = ok(offerDraw(play(game(), ['e4', 'e5']), 'white', 3_000));
    expect(offered.drawOfferBy).toBe('white');
    expect(offerDraw(offered, 'white', 3_100)).toMatchObject({ reason: 'draw-already-offered' });
    expect(acceptDraw(offered, 'white', 3_100)).toMatchObject({ reason: 'no-draw-offer' });
    expect(ok(acceptDraw(offered, 'black', 3_200))).toMatchObject({
      result: '1/2-1/2',
      termination: 'agreement',
      drawOfferBy: null,
    });
    expect(ok(offerDraw(offered, 'black', 3_200)).termination).toBe('agreement');
  });

  it('keeps playing when a draw offer is declined or answered with a move', () => {
    const offered = ok(offerDraw(play(game(), ['e4', 'e5']), 'white', 3_000));
    expect(ok(declineDraw(offered, 'black', 3_100)).drawOfferBy).toBeNull();
    expect(declineDraw(offered, 'white', 3_100)).toMatchObject({ reason: 'no-draw-offer' });
    const stillOffered = ok(applyMove(offered, { by: 'white', uci: 'g1f3', now: 4_000 }));
    expect(stillOffered.drawOfferBy).toBe('white');
    expect(ok(applyMove(stillOffered, { by: 'black', uci: 'b8c6', now: 5_000 })).drawOfferBy).toBe(
      null,
    );
  });

  it.each([
    [[], true],
    [['e4'], true],
    [['e4', 'e5'], false],
  ])('after %j an abort is allowed: %s', (sans, allowed) => {
    const outcome = abort(play(game(), sans), 'black', 9_000);
    if (allowed)
      expect(outcome).toMatchObject({
        ok: true,
        state: { result: '*', termination: 'aborted', endedBy: 'black' },
      });
    else expect(outcome).toMatchObject({ ok: false, reason: 'too-late-to-abort' });
  });

  it('continues after a JSON round trip of the state, clocks included', () => {
    const s = play(game('3+2'), ['e4', 'e5', 'Nf3', 'Nc6'], 3_000);
    expect(s).toMatchObject({ ply: 4, turn: 'white', clock: { white: 179_000, black: 179_000 } });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('gamePgn', () => {
  it('writes the standard headers, the moves and the result', () => {
    const over = play(
      newLiveGame({ white: 1, black: 2, timeControl: '3+2', now: Date.UTC(2026, 10, 27, 14) }),
      ['f3', 'e5', 'g4', 'Qh4#'],
    );
    expect(gamePgn(over, { white: 'amy', black: 'ben', site: 'https://kingside.example/live/g1' }))
      .toBe(`[Event "Kingside live"]
[Site "https://kingside.example/live/g1"]
[Date "2026.11.27"]
[Round "-"]
[White "amy"]
[Black "ben"]
[Result "0-1"]
[TimeControl "180+2"]
[Termination "Normal"]

1. f3 e5 2. g4 Qh4# 0-1
`);
  });

  it('writes the start FEN, Black to move first, and a time forfeit in an untimed control', () => {
    const s = play(game('untimed', '4k3/8/8/8/8/8/8/3QK3 b - - 0 12'), ['Kf8', 'Qd7']);
    const pgn = gamePgn(ok(resign(s, 'black', 9_000)), { white: 'a', black: 'b', site: 's' });
    expect(pgn).toContain('[TimeControl "-"]');
    expect(pgn).toContain('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/3QK3 b - - 0 12"]');
    expect(pgn).toContain('12... Kf8 13. Qd7 1-0');
    const flagged = ok(claimFlag(play(game('3+2'), ['e4', 'e5']), 500_000));
    expect(gamePgn(flagged, { white: 'a', black: 'b', site: 's' })).toContain(
      '[Termination "Time forfeit"]',
    );
  });
});
