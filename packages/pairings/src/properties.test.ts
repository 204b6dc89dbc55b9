import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairRound } from './pair-round.js';
import { simulateTournament } from './simulate.js';
import type { SimulationOptions } from './simulate.js';
import { checkTournament } from './tournament-check.js';

/**
 * Simulation parameters as whole numbers, so a shrunk counterexample reads as the options to
 * replay it with simulateTournament.
 */
const eventArbitrary = (
  players: { min: number; max: number },
  rounds: { min: number; max: number },
) =>
  fc
    .record({
      players: fc.integer(players),
      rounds: fc.integer(rounds),
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      byePercent: fc.integer({ min: 0, max: 15 }),
      withdrawalPercent: fc.integer({ min: 0, max: 5 }),
      forfeitPercent: fc.integer({ min: 0, max: 3 }),
      lateEntries: fc.integer({ min: 0, max: 5 }),
    })
    .map((e): SimulationOptions => ({
      players: e.players,
      rounds: e.rounds,
      seed: e.seed,
      byeRate: e.byePercent / 100,
      withdrawalRate: e.withdrawalPercent / 100,
      forfeitRate: e.forfeitPercent / 100,
      lateEntries: e.lateEntries,
    }));

describe('simulated tournaments (property tests)', () => {
  it('keep every pairing rule and colour misses under 1% over thousands of events', () => {
    const totals = {
      events: 0,
      games: 0,
      thirdInARow: 0,
      imbalanceOver2: 0,
      boards: 0,
      boardsWithColourMiss: 0,
    };
    fc.assert(
      fc.property(eventArbitrary({ min: 4, max: 60 }, { min: 3, max: 9 }), (options) => {
        const check = checkTournament(simulateTournament(options));
        totals.events += 1;
        totals.games += check.games;
        totals.thirdInARow += check.thirdInARow;
        totals.imbalanceOver2 += check.imbalanceOver2;
        totals.boards += check.boards;
        totals.boardsWithColourMiss += check.boardsWithColourMiss;
        expect(check.problems).toEqual([]);
      }),
      { numRuns: 2000, seed: 20261127 },
    );
    const rate = (totals.thirdInARow + totals.imbalanceOver2) / totals.games;
    const boardRate = totals.boardsWithColourMiss / totals.boards;
    console.log(
      `${totals.events} events, ${totals.games} colour assignments: ${totals.thirdInARow} third-in-a-row, ${totals.imbalanceOver2} imbalance over 2 (${(rate * 100).toFixed(3)}%); ` +
        `${totals.boardsWithColourMiss} of ${totals.boards} played boards with either (${(boardRate * 100).toFixed(3)}%)`,
    );
    expect(rate).toBeLessThan(0.01);
    expect(boardRate).toBeLessThan(0.01);
  }, 60_000);

  it('report a rematch only when none can be avoided, checked exhaustively in small fields (27A1)', () => {
    let forced = 0;
    fc.assert(
      fc.property(eventArbitrary({ min: 4, max: 9 }, { min: 5, max: 9 }), (options) => {
        const sim = simulateTournament(options);
        forced += sim.pairings.filter((p) => p.boards.some((b) => b.rematch)).length;
        expect(checkTournament(sim).problems).toEqual([]);
      }),
      { numRuns: 1000, seed: 27 },
    );
    console.log(`${forced} rounds with a forced rematch, each confirmed unavoidable`);
    expect(forced).toBeGreaterThan(0);
  }, 60_000);
});

describe('a 500-player, 9-round event', () => {
  it('pairs every round well under a second and keeps every rule', () => {
    const times: number[] = [];
    const timed: typeof pairRound = (state, options) => {
      const start = performance.now();
      const pairing = pairRound(state, options);
      times.push(performance.now() - start);
      return pairing;
    };
    const start = performance.now();
    const sim = simulateTournament({
      players: 500,
      rounds: 9,
      seed: 500,
      lateEntries: 10,
      pair: timed,
    });
    const total = performance.now() - start;
    const check = checkTournament(sim);
    console.log(
      `500 players: per-round pairing ms ${times.map((t) => t.toFixed(0)).join(', ')}; whole simulation ${total.toFixed(0)} ms; ` +
        `${check.thirdInARow} third-in-a-row and ${check.imbalanceOver2} imbalance over 2 in ${check.games} colour assignments`,
    );
    expect(check.problems).toEqual([]);
    expect(Math.max(...times)).toBeLessThan(3000);
    expect((check.thirdInARow + check.imbalanceOver2) / check.games).toBeLessThan(0.01);
  }, 60_000);
});
