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
import { autocannonRun, machine, postgresBench, writeResults } from './lib/harness.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2_000);
const TARGET_SECONDS = 30;
const bench = await postgresBench('kingside_bench_mail');
await bench.query(
  `insert into contacts (email, name)
   select 'subscriber_' || i || '@example.com', 'Subscriber ' || i from generate_series(1, ${SUBSCRIBERS}) as i`,
);

const server = bench.start(PORT);
await server.ready;
const base = server.base;
const results = {
  database: 'postgres',
  subscribers: SUBSCRIBERS,
  ...machine(),
  sendRatePerSecond: Number(bench.env.EMAIL_SEND_RATE_PER_SECOND ?? 200),
  targetSeconds: TARGET_SECONDS,
};
let withinTarget;
try {
  const auth = await server.authorization('admin');

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
  const others = autocannonRun({ url: `${base}/api/club`, connections: 4, duration: 5 });

  const deadline = Date.now() + 120_000;
  let written = 0;
  while (Date.now() < deadline) {
    const { rows } = await bench.query(
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
  const { rows: campaign } = await bench.query(
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
  await bench.finish();
}
results.withinTarget = withinTarget;
writeResults('newsletter-postgres', results);
process.exitCode = withinTarget ? 0 : 1;
