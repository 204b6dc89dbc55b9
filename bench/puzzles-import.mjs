// The puzzle import (npm run puzzles:import, docs/decisions/0033) of 1,000,000 rows into
// PostgreSQL, against issue 14's target of at most 120 s; then the same file again, which must
// change nothing (every row unchanged), timed too.
//
//   node bench/puzzles-import.mjs
//   BENCH_ROWS=200000 node bench/puzzles-import.mjs
//
// The CSV is synthetic but valid: the CC0 sample's 1,494 rows repeated with new ids (the sample
// id and a suffix), written to a temporary directory. It creates and migrates a scratch database
// (kingside_bench_puzzles) on postgres://postgres@127.0.0.1:5432, runs the built command against
// it with DATABASE_URL, and drops it at the end. The command's peak memory (max RSS) is reported
// to show it stays flat.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBench, ROOT, writeResults } from './lib/harness.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const TARGET_SECONDS = 120;
const COMMAND = path.join(ROOT, 'apps/server/dist/cli/puzzles-import.js');
const SAMPLE = path.join(ROOT, 'apps/server/src/modules/puzzles/data/lichess_puzzles_sample.csv');

const [header, ...sampleRows] = fs.readFileSync(SAMPLE, 'utf8').trim().split('\n');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-puzzles-'));
const file = path.join(tmp, `puzzles-${ROWS}.csv`);
{
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, `${header}\n`);
  let chunk = [];
  for (let i = 0; i < ROWS; i++) {
    const row = sampleRows[i % sampleRows.length];
    const copy = Math.floor(i / sampleRows.length);
    chunk.push(`${row.slice(0, row.indexOf(','))}x${copy}${row.slice(row.indexOf(','))}`);
    if (chunk.length === 10_000) {
      fs.writeSync(out, `${chunk.join('\n')}\n`);
      chunk = [];
    }
  }
  if (chunk.length) fs.writeSync(out, `${chunk.join('\n')}\n`);
  fs.closeSync(out);
}
const megabytes = Math.round(fs.statSync(file).size / 1e5) / 10;

const bench = await postgresBench('kingside_bench_puzzles', { seed: false });
const env = bench.env;

/** Runs the command on the file; answers its seconds, peak memory and last line. */
function runImport() {
  const started = performance.now();
  // /usr/bin/time -v reports the maximum resident set size; without it, only the time.
  const timed = fs.existsSync('/usr/bin/time');
  const run = spawnSync(
    timed ? '/usr/bin/time' : process.execPath,
    timed ? ['-v', process.execPath, COMMAND, file] : [COMMAND, file],
    { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    throw new Error(`the import exited with ${run.status}`);
  }
  const lines = run.stdout.trim().split('\n');
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr ?? '');
  return {
    seconds,
    rowsPerSecond: Math.round(ROWS / seconds),
    peakMemoryMB: rss ? Math.round(Number(rss[1]) / 1024) : null,
    progressLines: lines.length - 1,
    summary: lines.at(-1),
  };
}

let results;
try {
  // Migrated first, so the timed runs do not include the migrations.
  const migrate = spawnSync(
    process.execPath,
    [path.join(ROOT, 'apps/server/dist/cli/migrate.js')],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (migrate.status !== 0) throw new Error('migrations failed');
  const first = runImport();
  const again = runImport();
  const stored = (await bench.query('select count(*)::int as n from puzzles')).rows[0].n;
  if (stored !== ROWS) throw new Error(`${stored} puzzles stored, expected ${ROWS}`);
  if (!again.summary.includes(`0 added, 0 updated, ${ROWS} unchanged`)) {
    throw new Error(`the re-import changed rows: ${again.summary}`);
  }
  results = {
    rows: ROWS,
    fileMegabytes: megabytes,
    cpus: os.cpus().length,
    targetSeconds: TARGET_SECONDS,
    import: first,
    reimport: again,
    withinTarget: first.seconds <= TARGET_SECONDS,
  };
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
  await bench.finish();
}
writeResults('puzzles-import-postgres', results);
process.exitCode = results.withinTarget ? 0 : 1;
