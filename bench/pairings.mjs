// Issue 16's pairing targets, on the built package (packages/pairings/dist): pairing one round of
// 500 players takes at most 1 s, and a whole 9-round, 500-player simulation (random results by
// rating, requested byes, withdrawals, forfeits and late entries) finishes with every pairing
// property holding (checkTournament: everyone seated once a round, no avoidable rematch, no second
// full-point bye, score groups left only by drops). Each round is timed inside the simulation.
// Exits non-zero when a target is missed.
//
//   npm run build && node bench/pairings.mjs
//   BENCH_SEEDS=10 BENCH_PLAYERS=500 BENCH_ROUNDS=9 node bench/pairings.mjs
import os from 'node:os';
import { checkTournament, pairRound, simulateTournament } from '@kingside/pairings';
import { writeResults } from './lib/harness.mjs';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const SEEDS = Number(process.env.BENCH_SEEDS ?? 5);
const TARGET_ROUND_MS = 1000;

const roundMs = [];
const events = [];
for (let seed = 1; seed <= SEEDS; seed += 1) {
  const times = [];
  const timedPair = (state, options) => {
    const started = performance.now();
    const pairing = pairRound(state, options);
    times.push(performance.now() - started);
    return pairing;
  };
  const started = performance.now();
  const sim = simulateTournament({
    players: PLAYERS,
    rounds: ROUNDS,
    seed,
    lateEntries: Math.floor(PLAYERS / 20),
    pair: timedPair,
  });
  const totalMs = performance.now() - started;
  const check = checkTournament(sim);
  roundMs.push(...times);
  events.push({
    seed,
    totalMs: Math.round(totalMs),
    slowestRoundMs: Math.round(Math.max(...times)),
    boards: check.boards,
    colourMissPercent: Number(((100 * check.boardsWithColourMiss) / check.boards).toFixed(2)),
    problems: check.problems,
  });
}
roundMs.sort((a, b) => a - b);
const quantile = (q) =>
  Math.round(roundMs[Math.min(roundMs.length - 1, Math.floor(q * roundMs.length))]);
const slowest = Math.round(roundMs.at(-1));
const broken = events.flatMap((e) => e.problems.map((p) => `seed ${e.seed}: ${p}`));
const results = {
  cpus: os.availableParallelism(),
  node: process.version,
  players: PLAYERS,
  rounds: ROUNDS,
  seeds: SEEDS,
  roundMs: { p50: quantile(0.5), p99: quantile(0.99), max: slowest },
  events,
  target: { roundMs: TARGET_ROUND_MS, brokenProperties: 0 },
  met: slowest <= TARGET_ROUND_MS && broken.length === 0,
};
writeResults('pairings', results);
if (!results.met) {
  console.error(
    `Target missed: slowest round ${slowest} ms (at most ${TARGET_ROUND_MS}); ${broken.length} broken properties`,
  );
  for (const b of broken) console.error(`  ${b}`);
  process.exit(1);
}
