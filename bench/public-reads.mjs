// Public content reads side by side on PostgreSQL: the production server (apps/server/dist) against
// a bare Fastify + pg server (no zod, no hooks, no plugins) running the same SQL and answering the
// same JSON. Prints req/s, p50 and p99 for each and the ratio ours/bare (docs/decisions/0017).
//
//   node bench/public-reads.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kingside_bench node bench/public-reads.mjs
//
// Without BENCH_DATABASE_URL it creates, migrates and seeds a scratch database
// (kingside_bench_public_reads) on postgres://postgres@127.0.0.1:5432 and drops it at the end.
// BENCH_SECONDS (10), BENCH_CONNECTIONS (32) and BENCH_ROUNDS (3) tune the run; the rounds
// alternate ours and bare so background load hits both alike, and the medians are reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchEnv,
  ROOT,
  seedDatabase,
  SERVER_MAIN,
  startServer,
  stopServer,
  writeResults,
} from './lib.mjs';

const SELF = fileURLToPath(import.meta.url);

/** The bare server's queries: what drizzle sends for the public lists (crud.ts), mapped the same. */
const BARE_ROUTES = {
  '/api/coaches': {
    sql:
      'select id, first_name, last_name, title, bio, photo_url, group_monthly_cents, ' +
      'private_monthly_cents, private_online_monthly_cents, active, sort_order from coaches ' +
      'where active = true order by sort_order, id',
    present: (r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      title: r.title,
      bio: r.bio,
      photoUrl: r.photo_url,
      groupMonthlyCents: r.group_monthly_cents,
      privateMonthlyCents: r.private_monthly_cents,
      privateOnlineMonthlyCents: r.private_online_monthly_cents,
      active: r.active,
      sortOrder: r.sort_order,
    }),
  },
  '/api/news': {
    sql:
      'select id, title, body, published_at from news_items ' +
      'order by published_at desc, id desc limit 100',
    present: (r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      publishedAt: r.published_at.toISOString(),
    }),
  },
};

async function runBare() {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  for (const [url, route] of Object.entries(BARE_ROUTES)) {
    app.get(url, async () => (await pool.query(route.sql)).rows.map(route.present));
  }
  app.get('/api/health', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
}

if (process.argv[2] === '--bare') {
  await runBare();
} else {
  await main();
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const { buildIfNeeded } = await import(path.join(ROOT, 'scripts/build-if-needed.mjs'));
  buildIfNeeded();

  const OURS_PORT = Number(process.env.BENCH_PORT ?? 3210);
  const BARE_PORT = OURS_PORT + 1;
  const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
  const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
  const SCRATCH = 'kingside_bench_public_reads';

  let databaseUrl = process.env.BENCH_DATABASE_URL;
  const scratch = !databaseUrl;
  const { default: pg } = await import('pg');
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  if (scratch) {
    await admin(`drop database if exists ${SCRATCH} with (force)`);
    await admin(`create database ${SCRATCH}`);
    databaseUrl = `postgres://postgres@127.0.0.1:5432/${SCRATCH}`;
  }
  const { dataDir, env } = benchEnv({ DATABASE_URL: databaseUrl, HOST: '127.0.0.1' });
  if (scratch) seedDatabase(env);

  const ours = startServer(env, OURS_PORT, [SERVER_MAIN]);
  const bare = startServer(env, BARE_PORT, [SELF, '--bare']);
  await Promise.all([ours.ready, bare.ready]);

  const run = (url, duration, extra = {}) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration, ...extra }, (err, res) =>
        err ? reject(err) : resolve(res),
      );
    });
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  };

  // Both answer the same body, so the comparison is of the same work.
  for (const url of Object.keys(BARE_ROUTES)) {
    const [a, b] = await Promise.all(
      [OURS_PORT, BARE_PORT].map((p) => fetch(`http://127.0.0.1:${p}${url}`).then((r) => r.text())),
    );
    if (a !== b) console.warn(`warning: ${url} answers differ between ours and bare`);
  }

  const results = {
    database: 'postgres',
    cpus: os.cpus().length,
    node: process.version,
    connections: CONNECTIONS,
    seconds: DURATION,
    rounds: ROUNDS,
    routes: {},
  };
  for (const url of Object.keys(BARE_ROUTES)) {
    const samples = { ours: [], bare: [] };
    // Warm up the JIT and both connection pools.
    for (const port of [OURS_PORT, BARE_PORT]) await run(`http://127.0.0.1:${port}${url}`, 3);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first so a slow patch on the machine does not favour one side.
      const order = round % 2 ? ['bare', 'ours'] : ['ours', 'bare'];
      for (const side of order) {
        const port = side === 'ours' ? OURS_PORT : BARE_PORT;
        const r = await run(`http://127.0.0.1:${port}${url}`, DURATION);
        if (r.non2xx || r.errors) throw new Error(`${side} ${url}: ${r.non2xx} non-2xx answers`);
        samples[side].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
        console.error(
          `${url} round ${round + 1} ${side}: ${Math.round(r.requests.average)} req/s, ` +
            `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
        );
      }
    }
    const sum = (side) => ({
      requestsPerSecond: Math.round(median(samples[side].map((s) => s.rps))),
      p50Ms: median(samples[side].map((s) => s.p50)),
      p99Ms: median(samples[side].map((s) => s.p99)),
    });
    const o = sum('ours');
    const b = sum('bare');
    results.routes[url] = {
      ours: o,
      bare: b,
      ratio: Math.round((o.requestsPerSecond / b.requestsPerSecond) * 100) / 100,
    };
  }

  await Promise.all([stopServer(ours.child), stopServer(bare.child)]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (scratch) await admin(`drop database if exists ${SCRATCH} with (force)`);

  writeResults('public-reads-postgres', results);
}
