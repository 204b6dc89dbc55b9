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
import { machine, postgresBench, timeRoutes, writeResults } from './lib/harness.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3220);
const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const TARGET_P99_MS = 100;
const bench = await postgresBench('kingside_bench_users');
// Every tenth a coach, the rest students spread over the coaches; nobody can log in as them.
await bench.query(
  `insert into users (username, email, password_hash, name, roles, rating, section, class_time)
   select 'bench_' || i, 'bench_' || i || '@example.com', 'not-a-hash', 'Bench Player ' || i,
          case when i % 10 = 0 then '{coach}'::text[] else '{student}'::text[] end,
          (i * 37) % 2500, 'K-' || (i % 12), 'Sat ' || (9 + i % 4) || ':00'
   from generate_series(1, ${USERS}) as i`,
);
await bench.query('analyze users');

const server = bench.start(PORT);
await server.ready;
const headers = await server.authorization('admin');

const URLS = {
  'first page': '/api/users?size=25',
  search: '/api/users?search=player%201234&size=25',
  'deep page': `/api/users?page=${Math.floor(USERS / 50) - 1}&size=50`,
  'by rating': '/api/users?sort=rating&direction=desc&size=100',
};

const results = {
  database: 'postgres',
  users: USERS,
  ...machine(),
  connections: CONNECTIONS,
  seconds: DURATION,
  targetP99Ms: TARGET_P99_MS,
  lists: {},
};
let timing;
try {
  timing = await timeRoutes(server, URLS, {
    seconds: DURATION,
    connections: CONNECTIONS,
    headers,
    targetP99Ms: TARGET_P99_MS,
    figures: (r) => ({
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
    }),
  });
  results.lists = timing.timed;
} finally {
  await bench.finish();
}
results.withinTarget = timing.withinTarget;
writeResults('users-list-postgres', results);
process.exitCode = timing.withinTarget ? 0 : 1;
