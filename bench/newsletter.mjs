// The emailer's newsletter (docs/decisions/0030) on PostgreSQL: 2,000 subscribers, Get All
// Subscribers, then POST /api/emails with all of them in BCC. Reports how long the request took
// (it must answer at once), how long until all 2,000 mails are in the outbox (target ≤ 30 s), and
// the latency of other requests (GET /api/club) while the mails are being written.
//
//   node bench/newsletter.mjs
//   BENCH_SUBSCRIBERS=5000 EMAIL_SEND_RATE_PER_SECOND=500 node bench/newsletter.mjs
//
// It creates, migrates and seeds a scratch database (kingside_bench_mail) on
// postgres://postgres@127.0.0.1:5432, adds the subscribers in one statement, and drops it at the end.
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

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2_000);
const TARGET_SECONDS = 30;
const scratch = await scratchPostgres('kingside_bench_mail');
const DATABASE_URL = scratch.url;
const { dataDir, env } = benchEnv({ DATABASE_URL, HOST: '127.0.0.1' });
seedDatabase(env);
await sql(
  DATABASE_URL,
  `insert into contacts (email, name)
   select 'subscriber_' || i || '@example.com', 'Subscriber ' || i from generate_series(1, ${SUBSCRIBERS}) as i`,
);

const server = startServer(env, PORT);
await server.ready;
const base = `http://127.0.0.1:${PORT}`;
const results = {
  database: 'postgres',
  subscribers: SUBSCRIBERS,
  cpus: os.cpus().length,
  node: process.version,
  sendRatePerSecond: Number(env.EMAIL_SEND_RATE_PER_SECOND ?? 200),
  targetSeconds: TARGET_SECONDS,
};
let withinTarget;
try {
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'chessclub' }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const auth = { authorization: `Bearer ${(await login.json()).accessToken}` };

  let started = performance.now();
  const subscribersRes = await fetch(`${base}/api/subscribers`, { headers: auth });
  const { bcc, count } = await subscribersRes.json();
  results.getSubscribersMs = Math.round(performance.now() - started);
  results.bccAddresses = count;

  const subject = `Bench newsletter ${Date.now()}`;
  started = performance.now();
  const sent = await fetch(`${base}/api/emails`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      bcc,
      sub: subject,
      msg: '<p>The <strong>spring open</strong> starts on Saturday. <a href="https://kingside.example/t">Register</a>.</p>',
    }),
  });
  const answer = await sent.json();
  results.postEmailsMs = Math.round(performance.now() - started);
  if (!sent.ok)
    throw new Error(`POST /api/emails answered ${sent.status}: ${JSON.stringify(answer)}`);
  results.answered = {
    message: answer.message,
    status: answer.campaign.status,
    sent: answer.campaign.sent,
  };

  // Other visitors meanwhile: one page read, 4 connections, while the mails are written.
  const others = new Promise((resolve, reject) => {
    autocannon({ url: `${base}/api/club`, connections: 4, duration: 5 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });

  const deadline = Date.now() + 120_000;
  let written = 0;
  while (Date.now() < deadline) {
    const { rows } = await sql(
      DATABASE_URL,
      'select count(*)::int as n, count(distinct lower("to"))::int as people from outbox_emails where subject = $1',
      [subject],
    );
    written = rows[0].n;
    results.distinctRecipients = rows[0].people;
    if (written >= count) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  results.allInOutboxSeconds = Number(((performance.now() - started) / 1000).toFixed(2));
  results.mailsInOutbox = written;
  const other = await others;
  results.otherRequestsDuringSend = {
    url: '/api/club',
    requestsPerSecond: Math.round(other.requests.average),
    p50Ms: other.latency.p50,
    p99Ms: other.latency.p99,
    non2xx: other.non2xx,
  };
  const { rows: campaign } = await sql(
    DATABASE_URL,
    'select status, total, sent, skipped from email_campaigns where subject = $1',
    [subject],
  );
  results.campaign = campaign[0];
  // The list also holds the demo club's own subscribers.
  withinTarget =
    count >= SUBSCRIBERS &&
    written === count &&
    results.distinctRecipients === count &&
    results.allInOutboxSeconds <= TARGET_SECONDS;
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}
results.withinTarget = withinTarget;
writeResults('newsletter-postgres', results);
process.exitCode = withinTarget ? 0 : 1;
