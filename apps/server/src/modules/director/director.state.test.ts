import { entryAt, scoreOf, type RoundPairing } from '@kingside/pairings';
import { DIRECTOR_MESSAGES, type BoardResult, type RoundOptions } from '@kingside/shared';
import { describe, expect, it } from 'vitest';
import {
  buildState,
  planRound,
  PlanError,
  type EntryFacts,
  type RoundPlan,
  type StoredRound,
} from './director.state.js';

const player = (id: number, rating: number, byesRequested: number[] = []) => ({
  id,
  name: `P${id}`,
  rating,
  byesRequested,
});
/** Six rated players and one unrated (rating 0). */
const POOL = [
  player(1, 2000),
  player(2, 1900),
  player(3, 1800),
  player(4, 1700),
  player(5, 1600),
  player(6, 1500),
  player(7, 0),
];
const facts = (pool: readonly EntryFacts[]) => new Map(pool.map((e) => [e.id, e]));

const plan = (overrides: Partial<RoundPlan>): RoundPlan => ({
  state: { players: [], rounds: [] },
  round: 1,
  pool: POOL,
  withdrawnFrom: new Map(),
  halfPointByes: [],
  zeroPointByes: [],
  lateEntriesWithHalfPointByes: [],
  ...overrides,
});

let nextId = 1;
/** A pairing stored as the repository answers it, published, with White winning every board. */
function stored(
  pairing: RoundPairing,
  options: RoundOptions,
  result: BoardResult | null = '1-0',
): StoredRound {
  const roundId = nextId++;
  return {
    round: {
      id: roundId,
      tournamentId: 1,
      section: 'Open',
      round: pairing.round,
      status: 'published',
      options,
      createdAt: new Date(),
      publishedAt: new Date(),
    },
    boards: pairing.boards.map((b) => ({
      id: nextId++,
      roundId,
      board: b.board,
      whiteEntryId: b.white,
      blackEntryId: b.black,
      result,
      explanation: { ...b.explanation, colour: b.colour, rematch: b.rematch },
      manual: false,
    })),
    byes: [
      ...pairing.requestedByes.map((r) => ({
        roundId,
        entryId: r.playerId,
        kind: r.points === 0.5 ? ('half' as const) : ('zero' as const),
        requested: true,
        explanation: null,
      })),
      ...(pairing.bye
        ? [
            {
              roundId,
              entryId: pairing.bye.playerId,
              kind: 'full' as const,
              requested: false,
              explanation: pairing.bye.explanation,
            },
          ]
        : []),
    ],
  };
}

describe('planRound', () => {
  it('seats everyone of round 1 by rating, the unrated last, with the full-point bye of an odd pool', () => {
    const { state, pairing, options } = planRound(plan({}));
    expect(state.players.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(state.players.at(-1)).toMatchObject({ id: 7, unrated: true });
    expect(pairing.boards).toHaveLength(3);
    expect(pairing.bye?.playerId).toBeDefined();
    expect(options).toEqual({
      ratingLimits: { alternation: 80, equalization: 200 },
      firstBoardWhite: true,
      seed: 0,
      withdrawn: [],
      lateEntries: [],
    });
  });

  it('takes requested byes (registration and the director) out of the pool before the odd test', () => {
    const { pairing } = planRound(
      plan({ pool: [...POOL.slice(0, 6), player(7, 0, [1])], zeroPointByes: [6] }),
    );
    expect(pairing.requestedByes).toEqual([
      { playerId: 7, points: 0.5 },
      { playerId: 6, points: 0 },
    ]);
    expect(pairing.bye).not.toBeNull();
    expect(pairing.boards).toHaveLength(2);
  });

  it('sits out a withdrawn player and one no longer in the main list (28P)', () => {
    const first = planRound(plan({}));
    const state = buildState([stored(first.pairing, first.options)], facts(POOL)).state;
    const { pairing, options } = planRound(
      plan({ state, round: 2, pool: POOL.slice(1), withdrawnFrom: new Map([[2, 2]]) }),
    );
    expect(options.withdrawn.sort()).toEqual([1, 2]);
    const seated = pairing.boards.flatMap((b) => [b.white, b.black]);
    expect(seated).not.toContain(1);
    expect(seated).not.toContain(2);
  });

  it('adds a late entry with zero-point byes, or half-point byes when the director grants them (28K)', () => {
    const first = planRound(plan({}));
    const state = buildState([stored(first.pairing, first.options)], facts(POOL)).state;
    const late = [...POOL, player(8, 1200), player(9, 1100)];
    const second = planRound(
      plan({ state, round: 2, pool: late, lateEntriesWithHalfPointByes: [9] }),
    );
    expect(second.options.lateEntries).toEqual([
      { entryId: 8, missedRounds: 'zeroPointBye' },
      { entryId: 9, missedRounds: 'halfPointBye' },
    ]);
    expect(entryAt(second.state, 8, 0)).toEqual({ kind: 'zeroPointBye' });
    expect(entryAt(second.state, 9, 0)).toEqual({ kind: 'halfPointBye' });

    // Rebuilt from the stored rounds, the late entrants keep what their round said.
    const rebuilt = buildState(
      [stored(first.pairing, first.options), stored(second.pairing, second.options)],
      facts(late),
    );
    expect(rebuilt.complete).toBe(2);
    expect(entryAt(rebuilt.state, 9, 0)).toEqual({ kind: 'halfPointBye' });
    expect(entryAt(rebuilt.state, 8, 0)).toEqual({ kind: 'zeroPointBye' });
  });

  it('refuses ids that are not players of the section this round, and a field of one', () => {
    const refused = (overrides: Partial<RoundPlan>) => {
      try {
        planRound(plan(overrides));
      } catch (err) {
        return err instanceof PlanError ? [err.field, err.message] : err;
      }
      return null;
    };
    expect(refused({ halfPointByes: [99] })?.[0]).toBe('halfPointByes');
    expect(refused({ zeroPointByes: [1], withdrawnFrom: new Map([[1, 1]]) })?.[0]).toBe(
      'zeroPointByes',
    );
    expect(refused({ lateEntriesWithHalfPointByes: [3] })?.[0]).toBe(
      'lateEntriesWithHalfPointByes',
    );
    expect(refused({ pool: [player(1, 1500)] })).toEqual([null, DIRECTOR_MESSAGES.noPlayers]);
  });
});

describe('buildState', () => {
  it('counts only the published rounds whose every board has a result', () => {
    const first = planRound(plan({}));
    const one = stored(first.pairing, first.options);
    const state = buildState([one], facts(POOL)).state;
    const second = planRound(plan({ state, round: 2 }));
    const built = buildState([one, stored(second.pairing, second.options, null)], facts(POOL));
    expect(built.complete).toBe(1);
    const total = built.state.players.reduce((sum, p) => sum + scoreOf(built.state, p.id), 0);
    // Three decisive boards and one full-point bye.
    expect(total).toBe(4);
  });

  it('records forfeits as unplayed, with no colour', () => {
    const first = planRound(plan({}));
    const { state } = buildState([stored(first.pairing, first.options, '1F-0F')], facts(POOL));
    const board = first.pairing.boards[0]!;
    expect(entryAt(state, board.white, 0)).toEqual({ kind: 'forfeitWin', opponent: board.black });
    expect(entryAt(state, board.black, 0)).toEqual({ kind: 'forfeitLoss', opponent: board.white });
  });
});
