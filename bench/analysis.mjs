// Game analysis on this machine (issue 34, docs/decisions/0066), with the built server's engine
// (the stockfish package's WASM build unless ANALYSIS_ENGINE names a binary):
//
//  1. correctness: the mate-in-N and one-move puzzles of the CC0 Lichess sample in the repository
//     (apps/server/src/modules/puzzles/data): after the opponent's move, is the engine's best move
//     at the default budget the puzzle's move? Target ≥ 95 %.
//  2. speed: seconds to analyse a 40-move game (80 positions and the blunders' second searches) at
//     the default budget, and games an hour with the engines a server runs. Target ≤ 60 s.
//  3. the API while a queue drains: p99 of the public lists on PostgreSQL, rounds with the queue
//     held back alternating with rounds while 500 queued games drain, in one run. Target: at
//     most 20 % worse.
//
//   npm run build && node bench/analysis.mjs
//   BENCH_POSITIONS=100 BENCH_PARTS=1,2 node bench/analysis.mjs      fewer puzzles, parts 1 and 2
//
// ANALYSIS_NODES sets the budget (default: the server's); BENCH_SECONDS, BENCH_CONNECTIONS and
// BENCH_ROUNDS tune part 3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Chess } from 'chess.js';
import { ANALYSIS_DEFAULT_NODES } from '@kingside/shared';
import { machine, postgresBench, ROOT, writeResults } from './lib/harness.mjs';
import { analysisQueue } from './lib/analysis-queue.mjs';
import { measureRound, medianFigures, roundSettings, warmUp } from './lib/rounds.mjs';

const analysis = await import(path.join(ROOT, 'apps/server/dist/modules/analysis/index.js'));
const NODES = Number(process.env.ANALYSIS_NODES ?? ANALYSIS_DEFAULT_NODES);
const PARTS = (process.env.BENCH_PARTS ?? '1,2,3').split(',').map(Number);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? Infinity);
const ENGINES = Math.max(1, os.availableParallelism() - 1);
const command = process.env.ANALYSIS_ENGINE
  ? { file: process.env.ANALYSIS_ENGINE, args: [] }
  : analysis.bundledEngineCommand();

const results = { ...machine(), nodes: NODES, engine: command.args[0] ?? command.file };

/** Part 1: the engine's move against each mate and one-move puzzle's. */
async function correctness() {
  const csv = fs.readFileSync(
    path.join(ROOT, 'apps/server/src/modules/puzzles/data/lichess_puzzles_sample.csv'),
    'utf8',
  );
  const puzzles = csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter(([, , , , , , , themes]) => /\b(mateIn\d|oneMove)\b/.test(themes))
    .slice(0, POSITIONS);
  const pool = new analysis.EnginePool(command, 1);
  let matched = 0;
  const misses = [];
  const started = performance.now();
  await pool.use(async (engine) => {
    for (const [id, fen, moves] of puzzles) {
      const [opponent, answer] = moves.split(' ');
      const chess = new Chess(fen);
      chess.move({ from: opponent.slice(0, 2), to: opponent.slice(2, 4), promotion: opponent[4] });
      const result = await engine.search(chess.fen(), { nodes: NODES });
      if (result.bestMove === answer) matched++;
      else misses.push({ id, expected: answer, engine: result.bestMove });
    }
  });
  pool.close();
  const seconds = (performance.now() - started) / 1000;
  results.correctness = {
    positions: puzzles.length,
    matched,
    percent: Math.round((matched / puzzles.length) * 1000) / 10,
    secondsPerPosition: Math.round((seconds / puzzles.length) * 100) / 100,
    misses: misses.slice(0, 20),
  };
  console.log(
    `correctness: ${matched}/${puzzles.length} (${results.correctness.percent} %), ` +
      `${results.correctness.secondsPerPosition} s a position`,
  );
}

/** A public-domain world championship game of at least 80 plies, cut at 80. */
function fortyMoveGame() {
  const pgn = fs.readFileSync(
    path.join(ROOT, '../shared/data/pgn/classic_wch_1886-1948_gamescores.pgn'),
    'utf8',
  );
  for (const text of pgn.split(/\n(?=\[Event )/)) {
    const chess = new Chess();
    try {
      chess.loadPgn(text);
    } catch {
      continue;
    }
    const sans = chess.history();
    if (sans.length >= 80) return sans.slice(0, 80);
  }
  throw new Error('no game of 40 moves in the sample');
}

/** Part 2: one 40-move game, timed. */
async function speed() {
  const sans = fortyMoveGame();
  const pool = new analysis.EnginePool(command, 1);
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  // The engine's start-up is paid once per process, not per game: start it first.
  await pool.use((engine) => engine.ready());
  const started = performance.now();
  const game = await pool.use(async (engine) => {
    await engine.newGame();
    return analysis.analyseGame(start, sans, (fen, limits) => engine.search(fen, limits), NODES);
  });
  pool.close();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const judged = game.moves.filter((m) => m.judgement).length;
  results.speed = {
    plies: sans.length,
    seconds,
    judgedMoves: judged,
    enginesPerServer: ENGINES,
    gamesPerHour: Math.round((3600 / seconds) * ENGINES),
  };
  console.log(
    `speed: a 40-move game in ${seconds} s (${judged} moves judged); ` +
      `${results.speed.gamesPerHour} games an hour with ${ENGINES} engine(s)`,
  );
}

/**
 * Part 3: the public lists' p99 with the queue idle and while 500 games drain, side by side in
 * one run. The 500 games are uploaded and queued first, and the tables tidied (VACUUM ANALYZE), so
 * both conditions meet the same database; then idle and draining rounds alternate: an idle round
 * holds the queued analyses back (their run_at a day ahead) and waits for the running ones to
 * finish, a draining round lets them run again.
 */
async function apiUnderLoad() {
  const settings = roundSettings({ seconds: 10, connections: 32, rounds: 3 });
  const db = await postgresBench('kingside_bench_analysis');
  const server = db.start(3390);
  await server.ready;
  const routes = ['/api/coaches', '/api/news'];
  const queue = analysisQueue(db);
  const measure = async (label) => {
    const samples = [];
    for (const url of routes) {
      samples.push(
        await measureRound(server.base + url, { ...settings, label: `${label} ${url}` }),
      );
    }
    return samples;
  };
  try {
    await warmUp(server.base + routes[0], settings);
    const { authorization } = await server.authorization('student');
    const queued = await queue.fill(server.base, authorization, 500);
    await queue.hold();
    await db.query('vacuum analyze');
    const idle = [];
    const draining = [];
    const analysedBefore = await queue.analysed();
    for (let r = 0; r < settings.rounds; r++) {
      await queue.hold();
      idle.push(...(await measure(`idle ${r + 1}`)));
      await queue.release();
      draining.push(...(await measure(`draining ${r + 1}`)));
    }
    const done = (await queue.analysed()) - analysedBefore;
    const idleFigures = medianFigures(idle);
    const drainingFigures = medianFigures(draining);
    results.api = {
      routes,
      settings,
      queued,
      analysedDuringRun: done,
      idle: idleFigures,
      draining: drainingFigures,
      p99Ratio: Math.round((drainingFigures.p99Ms / idleFigures.p99Ms) * 100) / 100,
    };
    console.log(
      `API: p99 ${idleFigures.p99Ms} ms idle, ${drainingFigures.p99Ms} ms while draining ` +
        `(× ${results.api.p99Ratio}; target ≤ 1.2), ${done} games analysed during the run`,
    );
  } finally {
    await db.finish();
  }
}

if (PARTS.includes(1)) await correctness();
if (PARTS.includes(2)) await speed();
if (PARTS.includes(3)) await apiUnderLoad();
writeResults('analysis', results);
