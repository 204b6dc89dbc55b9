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
import { machine, postgresBench, timeRoutes, writeResults } from './lib/harness.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3221);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const ASSIGNMENTS = Number(process.env.BENCH_ASSIGNMENTS ?? 200);
const OTHER_STUDENTS = Number(process.env.BENCH_OTHER_STUDENTS ?? 4_500);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const TARGET_P99_MS = 300;
const CLASS_TIME = 'Bench Saturday 9:00 AM';

const bench = await postgresBench('kingside_bench_assignments');
const q = bench.query;

const coachId = (await q("select id from users where username = 'coach'")).rows[0].id;
// The class: the demo coach's students; nobody can log in as them. Then students of other classes.
await q(
  `insert into users (username, email, password_hash, name, roles, rating, class_time, coach_id)
   select 'bench_' || i, 'bench_' || i || '@example.com', 'not-a-hash', 'Bench Student ' || i,
          '{student}'::text[], (i * 37) % 2500,
          case when i <= $1 then $2 else 'Bench Other ' || (i % 30) end,
          case when i <= $1 then $3::int else null end
   from generate_series(1, $4::int) as i`,
  [STUDENTS, CLASS_TIME, coachId, STUDENTS + OTHER_STUDENTS],
);
await q(
  `insert into games (name, type, fen, solution_fen, dir_path)
   select 'Bench puzzle ' || j, 'Puzzle', 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
          'r3k3/2N5/8/8/8/8/8/4K3 b - - 1 1', '/Bench'
   from generate_series(1, $1::int) as j`,
  [ASSIGNMENTS],
);
await q(
  `insert into assignments (name, game_id, created_by)
   select 'Homework ' || g.name, g.id, $1 from games g where g.dir_path = '/Bench' order by g.id`,
  [coachId],
);
// Most students have most assignments (nine in ten pairs), a third of those completed on some day
// of the last month with a few attempts, a quarter with a due date around today.
await q(
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
await q('analyze');
const copies = (await q('select count(*)::int as n from student_assignments')).rows[0].n;

const server = bench.start(PORT);
await server.ready;
const base = server.base;
const callers = {
  coach: await server.authorization('coach'),
  admin: await server.authorization('admin'),
};

/** PROGRESS_PAGE_SIZE_MAX of packages/shared: the most students one page of the table holds. */
const LARGEST = 100;
const progress = `/api/assignments/progress?classTime=${encodeURIComponent(CLASS_TIME)}`;
const RUNS = {
  'default page (coach)': { url: progress, headers: callers.coach },
  [`largest page, ${LARGEST} students (coach)`]: {
    url: `${progress}&size=${LARGEST}`,
    headers: callers.coach,
  },
  'last default page (coach)': {
    url: `${progress}&page=${Math.ceil(STUDENTS / 50) - 1}`,
    headers: callers.coach,
  },
  'default page (admin)': { url: progress, headers: callers.admin },
  [`largest page, ${LARGEST} students (admin)`]: {
    url: `${progress}&size=${LARGEST}`,
    headers: callers.admin,
  },
};
const results = {
  database: 'postgres',
  students: STUDENTS,
  assignments: ASSIGNMENTS,
  otherStudents: OTHER_STUDENTS,
  copies,
  ...machine(),
  connections: CONNECTIONS,
  seconds: DURATION,
  targetP99Ms: TARGET_P99_MS,
  tables: {},
};
let timing;
try {
  timing = await timeRoutes(server, RUNS, {
    seconds: DURATION,
    connections: CONNECTIONS,
    targetP99Ms: TARGET_P99_MS,
    describe: (table) => ({
      rows: table.rows.length,
      columns: table.columns.length,
      cells: table.rows.reduce((n, r) => n + r.cells.length, 0),
    }),
  });
  results.tables = timing.timed;
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
  await bench.finish();
}
results.withinTarget = timing.withinTarget;
writeResults('assignments-progress-postgres', results);
process.exitCode = timing.withinTarget ? 0 : 1;
