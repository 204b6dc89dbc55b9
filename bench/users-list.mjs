// The admin's users list (GET /api/users, docs/decisions/0026) with 20,000 users on PostgreSQL:
// p50 and p99 of the first page, a search, a page deep in the list and a sort by rating, against
// issue 12's target of at most 100 ms p99. By default one admin at a time (one connection, each
// request as soon as the last answered: far busier than a person paging a grid); eight at once
// is the stress run recorded beside it in the ADR.
//
//   node bench/users-list.mjs
//   BENCH_USERS=50000 BENCH_SECONDS=10 BENCH_CONNECTIONS=8 node bench/users-list.mjs
//
// It creates, migrates and seeds a scratch database (kingside_bench_users) on
// postgres://postgres@127.0.0.1:5432, adds the users in one statement, and drops it at the end.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchEnv,
  ROOT,
  scratchPostgres,
  seedDatabase,
  sql,
  startServer,
  stopServer,
  writeResults,
} from './lib.mjs';

const { buildIfNeeded } = await import(path.join(ROOT, 'scripts/build-if-needed.mjs'));
buildIfNeeded();

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const TARGET_P99_MS = 100;
const scratch = await scratchPostgres('kingside_bench_users');
const DATABASE_URL = scratch.url;
const { dataDir, env } = benchEnv({ DATABASE_URL, HOST: '127.0.0.1' });
seedDatabase(env);
// Every tenth a coach, the rest students spread over the coaches; nobody can log in as them.
await sql(
  DATABASE_URL,
  `insert into users (username, email, password_hash, name, roles, rating, section, class_time)
   select 'bench_' || i, 'bench_' || i || '@example.com', 'not-a-hash', 'Bench Player ' || i,
          case when i % 10 = 0 then '{coach}'::text[] else '{student}'::text[] end,
          (i * 37) % 2500, 'K-' || (i % 12), 'Sat ' || (9 + i % 4) || ':00'
   from generate_series(1, ${USERS}) as i`,
);
await sql(DATABASE_URL, 'analyze users');

const server = startServer(env, PORT);
await server.ready;
const base = `http://127.0.0.1:${PORT}`;
const login = await fetch(`${base}/api/authenticate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'chessclub' }),
});
if (!login.ok) throw new Error(`admin login answered ${login.status}`);
const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };

const URLS = {
  'first page': '/api/users?size=25',
  search: '/api/users?search=player%201234&size=25',
  'deep page': `/api/users?page=${Math.floor(USERS / 50) - 1}&size=50`,
  'by rating': '/api/users?sort=rating&direction=desc&size=100',
};
const run = (url, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });

const results = {
  database: 'postgres',
  users: USERS,
  cpus: os.cpus().length,
  node: process.version,
  connections: CONNECTIONS,
  seconds: DURATION,
  targetP99Ms: TARGET_P99_MS,
  lists: {},
};
let withinTarget = true;
try {
  for (const [name, url] of Object.entries(URLS)) {
    await run(base + url, 2); // warm-up
    const r = await run(base + url, DURATION);
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers`);
    results.lists[name] = {
      url,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
    };
    if (r.latency.p99 > TARGET_P99_MS) withinTarget = false;
  }
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}
results.withinTarget = withinTarget;
writeResults('users-list-postgres', results);
process.exitCode = withinTarget ? 0 : 1;
