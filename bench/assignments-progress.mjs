// The progress table (GET /api/assignments/progress, docs/decisions/0032) of one class time with
// 500 students × 200 assignments on PostgreSQL: p50 and p99 of the default page (50 students),
// the last one, and the largest page (PROGRESS_PAGE_SIZE_MAX, 100 students), as their coach and as
// an admin, against issue 13's target of at most 300 ms p99; then the time of the whole table's
// CSV export (all 500 students, streamed). One caller at a time (each request as soon as the last answered).
//
//   node bench/assignments-progress.mjs
//   BENCH_STUDENTS=1000 BENCH_ASSIGNMENTS=300 BENCH_SECONDS=20 node bench/assignments-progress.mjs
//
// It creates, migrates and seeds a scratch database (kingside_bench_assignments) on
// postgres://postgres@127.0.0.1:5432, adds the class, the games, their assignments and the
// students' copies in a few statements (not through the API), and drops it at the end. Beside
// the class, 4,500 students of other class times with 20 copies each make the tables realistic.
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

const PORT = Number(process.env.BENCH_PORT ?? 3221);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 200);
const OTHER_STUDENTS = Number(process.env.BENCH_OTHER_STUDENTS ?? 4_500);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const TARGET_P99_MS = 300;
const CLASS_TIME = 'Bench Saturday 9:00 AM';

const scratch = await scratchPostgres('kingside_bench_assignments');
const DATABASE_URL = scratch.url;
const { dataDir, env } = benchEnv({ DATABASE_URL, HOST: '127.0.0.1' });
seedDatabase(env);

const coachId = (await sql(DATABASE_URL, "select id from users where username = 'coach'")).rows[0]
  .id;
// The class: the demo coach's students; nobody can log in as them. Then students of other classes.
await sql(
  DATABASE_URL,
  `insert into users (username, email, password_hash, name, roles, rating, class_time, coach_id)
   select 'bench_' || i, 'bench_' || i || '@example.com', 'not-a-hash', 'Bench Student ' || i,
          '{student}'::text[], (i * 37) % 2500,
          case when i <= $1 then $2 else 'Bench Other ' || (i % 30) end,
          case when i <= $1 then $3::int else null end
   from generate_series(1, $4::int) as i`,
  [STUDENTS, CLASS_TIME, coachId, STUDENTS + OTHER_STUDENTS],
);
await sql(
  DATABASE_URL,
  `insert into games (name, type, fen, solution_fen, dir_path)
   select 'Bench puzzle ' || j, 'Puzzle', 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
          'r3k3/2N5/8/8/8/8/8/4K3 b - - 1 1', '/Bench'
   from generate_series(1, $1::int) as j`,
  [ASSIGNMENTS],
);
await sql(
  DATABASE_URL,
  `insert into assignments (name, game_id, created_by)
   select 'Homework ' || g.name, g.id, $1 from games g where g.dir_path = '/Bench' order by g.id`,
  [coachId],
);
// Most students have most assignments (nine in ten pairs), a third of those completed on some day
// of the last month with a few attempts, a quarter with a due date around today.
await sql(
  DATABASE_URL,
  `with s as (select id, row_number() over (order by id) as i from users where username like 'bench\\_%'),
        a as (select a.id, row_number() over (order by a.id) as j from assignments a
              join games g on g.id = a.game_id where g.dir_path = '/Bench')
   insert into student_assignments
     (assignment_id, user_id, attempt_count, completed, completed_at, due_date, assigned_by)
   select a.id, s.id, ((s.i * a.j) % 5)::int, (s.i + a.j) % 3 = 0,
          case when (s.i + a.j) % 3 = 0 then now() - ((s.i + a.j) % 30) * interval '1 day' end,
          case when a.j % 4 = 0 then current_date + (a.j % 20 - 10)::int end, $1
   from s join a on (s.i <= $2 and (s.i * 7 + a.j * 13) % 10 <> 0)
                 or (s.i > $2 and a.j % 10 = s.i % 10)`,
  [coachId, STUDENTS],
);
await sql(DATABASE_URL, 'analyze');
const copies = (await sql(DATABASE_URL, 'select count(*)::int as n from student_assignments'))
  .rows[0].n;

const server = startServer(env, PORT);
await server.ready;
const base = `http://127.0.0.1:${PORT}`;
async function tokenOf(username) {
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'chessclub' }),
  });
  if (!login.ok) throw new Error(`${username} login answered ${login.status}`);
  return { authorization: `Bearer ${(await login.json()).accessToken}` };
}
const callers = { coach: await tokenOf('coach'), admin: await tokenOf('admin') };

/** PROGRESS_PAGE_SIZE_MAX of packages/shared: the most students one page of the table holds. */
const LARGEST = 100;
const progress = `/api/assignments/progress?classTime=${encodeURIComponent(CLASS_TIME)}`;
const RUNS = {
  'default page (coach)': { url: progress, caller: 'coach' },
  [`largest page, ${LARGEST} students (coach)`]: {
    url: `${progress}&size=${LARGEST}`,
    caller: 'coach',
  },
  'last default page (coach)': {
    url: `${progress}&page=${Math.ceil(STUDENTS / 50) - 1}`,
    caller: 'coach',
  },
  'default page (admin)': { url: progress, caller: 'admin' },
  [`largest page, ${LARGEST} students (admin)`]: {
    url: `${progress}&size=${LARGEST}`,
    caller: 'admin',
  },
};
const run = (url, headers, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });

const results = {
  database: 'postgres',
  students: STUDENTS,
  assignments: ASSIGNMENTS,
  otherStudents: OTHER_STUDENTS,
  copies,
  cpus: os.cpus().length,
  node: process.version,
  connections: CONNECTIONS,
  seconds: DURATION,
  targetP99Ms: TARGET_P99_MS,
  tables: {},
};
let withinTarget = true;
try {
  for (const [name, { url, caller }] of Object.entries(RUNS)) {
    const headers = callers[caller];
    const sample = await fetch(base + url, { headers });
    if (!sample.ok) throw new Error(`${url}: ${sample.status}`);
    const body = await sample.json();
    const cells = body.rows.reduce((n, r) => n + r.cells.length, 0);
    await run(base + url, headers, 2); // warm-up
    const r = await run(base + url, headers, DURATION);
    if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers`);
    results.tables[name] = {
      url,
      rows: body.rows.length,
      columns: body.columns.length,
      cells,
      kilobytes: Math.round(r.throughput.average / Math.max(r.requests.average, 1) / 1024),
      requestsPerSecond: Math.round(r.requests.average * 10) / 10,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
    };
    if (r.latency.p99 > TARGET_P99_MS) withinTarget = false;
  }
  // The whole table as the coach exports it: a few timed downloads, reported beside the pages.
  const csvUrl = `/api/assignments/progress.csv?classTime=${encodeURIComponent(CLASS_TIME)}`;
  const csvTimes = [];
  let csvBytes = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const res = await fetch(base + csvUrl, { headers: callers.coach });
    if (!res.ok) throw new Error(`${csvUrl}: ${res.status}`);
    csvBytes = (await res.arrayBuffer()).byteLength;
    csvTimes.push(Math.round(performance.now() - started));
  }
  results.csvExport = { url: csvUrl, kilobytes: Math.round(csvBytes / 1024), ms: csvTimes };
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch.drop();
}
results.withinTarget = withinTarget;
writeResults('assignments-progress-postgres', results);
process.exitCode = withinTarget ? 0 : 1;
