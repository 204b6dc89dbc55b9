// How long a backup of the embedded database takes while the server serves, and what it does to
// other requests: GET /api/news (a database read) in a loop, alone and during `npm run db:backup`.
//
//   npm run build && node bench/backup.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchEnv, ROOT, startServer, stopServer } from './lib/harness.mjs';

const BACKUP = path.join(ROOT, 'apps/server/dist/cli/backup.js');
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const URL_READ = `http://127.0.0.1:${PORT}/api/news`;
const ROUNDS = 3;

if (!fs.existsSync(BACKUP)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const { dataDir, env } = benchEnv({ PORT: String(PORT) });
const server = startServer(env, PORT);
try {
  await server.ready;

  /** Sequential reads for `ms`; their latency percentiles in milliseconds. */
  const read = async (ms) => {
    const latencies = [];
    for (const end = Date.now() + ms; Date.now() < end;) {
      const started = performance.now();
      await (await fetch(URL_READ)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
    return { requests: latencies.length, p50: at(0.5), p99: at(0.99), max: at(1) };
  };
  const show = (label, r, extra = '') =>
    console.log(
      `${label.padEnd(16)} ${String(r.requests).padStart(5)} reads  p50 ${r.p50.toFixed(1)} ms  ` +
        `p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(1)} ms${extra}`,
    );

  await read(1000);
  show('alone', await read(3000));
  for (let i = 1; i <= ROUNDS; i++) {
    const cli = spawn(process.execPath, [BACKUP], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    cli.stdout.on('data', (d) => (output += d));
    const during = read(3000);
    const code = await new Promise((resolve) => cli.on('exit', resolve));
    if (code !== 0) throw new Error(`db:backup failed (${code})`);
    show(`during backup ${i}`, await during, `   backup: ${/\((.*)\)/.exec(output)?.[1]}`);
  }
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
