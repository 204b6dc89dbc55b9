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
import { fileURLToPath } from 'node:url';
import { postgresBench, writeResults } from './lib/harness.mjs';
import { measureRound, medianFigures, postgresRun, roundSettings, warmUp } from './lib/rounds.mjs';

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
  const OURS_PORT = Number(process.env.BENCH_PORT ?? 3210);
  const BARE_PORT = OURS_PORT + 1;
  const { seconds, connections, rounds } = roundSettings();

  const bench = await postgresBench('kingside_bench_public_reads', {
    existingUrl: process.env.BENCH_DATABASE_URL,
  });
  const ours = bench.start(OURS_PORT);
  const bare = bench.start(BARE_PORT, [SELF, '--bare']);
  await Promise.all([ours.ready, bare.ready]);

  // Both answer the same body, so the comparison is of the same work.
  for (const url of Object.keys(BARE_ROUTES)) {
    const [a, b] = await Promise.all(
      [OURS_PORT, BARE_PORT].map((p) => fetch(`http://127.0.0.1:${p}${url}`).then((r) => r.text())),
    );
    if (a !== b) console.warn(`warning: ${url} answers differ between ours and bare`);
  }

  const results = { ...postgresRun({ seconds, connections, rounds }), routes: {} };
  for (const url of Object.keys(BARE_ROUTES)) {
    const samples = { ours: [], bare: [] };
    // Warm up the JIT and both connection pools.
    for (const port of [OURS_PORT, BARE_PORT]) {
      await warmUp(`http://127.0.0.1:${port}${url}`, { connections });
    }
    for (let round = 0; round < rounds; round++) {
      // Alternate which goes first so a slow patch on the machine does not favour one side.
      const order = round % 2 ? ['bare', 'ours'] : ['ours', 'bare'];
      for (const side of order) {
        const port = side === 'ours' ? OURS_PORT : BARE_PORT;
        const label = `${url} round ${round + 1} ${side}`;
        samples[side].push(
          await measureRound(`http://127.0.0.1:${port}${url}`, { seconds, connections, label }),
        );
      }
    }
    const o = medianFigures(samples.ours);
    const b = medianFigures(samples.bare);
    results.routes[url] = {
      ours: o,
      bare: b,
      ratio: Math.round((o.requestsPerSecond / b.requestsPerSecond) * 100) / 100,
    };
  }

  await bench.finish();

  writeResults('public-reads-postgres', results);
}
