// Student progress (issue 18, docs/decisions/0043) on PostgreSQL: the coach's class view of a
// class time with 40 students (GET /api/classTimes/{id}/progress) and a student's report card
// (GET /api/students/{username}/report), each over the last year and over the default term, with
// a year of activity per student: logins, rated puzzles most days, weekly attendance, homework,
// live games and rating snapshots. p50 and p99 against issue 18's target of at most 200 ms p99.
// One caller at a time (each request as soon as the last answered), after a warm-up.
//
//   node bench/progress.mjs
//   BENCH_STUDENTS=40 BENCH_OTHER_STUDENTS=1000 BENCH_SECONDS=10 node bench/progress.mjs
//
// It creates, migrates and seeds a scratch database (kingside_bench_progress) on
// postgres://postgres@127.0.0.1:5432, adds the activity in a few statements (not through the
// API), and drops it at the end. Students of other classes with a year of logins and puzzles make
// the shared tables realistic.
import { machine, postgresBench, timeRoutes, writeResults } from './lib/harness.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3223);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 40);
const OTHER_STUDENTS = Number(process.env.BENCH_OTHER_STUDENTS ?? 1_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 200;
const TZ = 'America/Chicago';

const bench = await postgresBench('kingside_bench_progress', { env: { CLUB_TIMEZONE: TZ } });
const q = bench.query;

const coachId = (await q("select id from users where username = 'coach'")).rows[0].id;
const classTimeId = (
  await q(
    `insert into class_times (label, weekday, start_time, duration_minutes, coach_id)
     values ('Bench Tuesday 5:00 PM', 2, '17:00', 60, $1) returning id`,
    [coachId],
  )
).rows[0].id;
// The class (bench_1 … bench_40) and students of other classes; nobody can log in as them.
await q(
  `insert into users (username, email, password_hash, name, roles, rating, class_time_id, coach_id,
                      uscf_id, chess_dot_com_id, li_chess_id)
   select 'bench_' || i, 'bench_' || i || '@example.com', 'not-a-hash', 'Bench Student ' || i,
          '{student}'::text[], 400 + (i * 37) % 1500,
          case when i <= $1 then $2::int end, case when i <= $1 then $3::int end,
          (90000000 + i)::text, 'bench-cc-' || i, 'bench-li-' || i
   from generate_series(1, $4::int) as i`,
  [STUDENTS, classTimeId, coachId, STUDENTS + OTHER_STUDENTS],
);
const cls = `select id, row_number() over (order by id) as i from users where username like 'bench\\_%'`;
// Logins: about four a week each for a year.
await q(
  `insert into sessions (id, user_id, created_at, expires_at)
   select gen_random_uuid(), s.id, now() - d * interval '1 day' - (s.i % 12) * interval '1 hour',
          now() - d * interval '1 day' + interval '7 days'
   from (${cls}) s cross join generate_series(0, 364) as d
   where (d + s.i) % 7 in (0, 2, 4, 5)`,
);
// Rated puzzles: the class ten a day on five days of seven, the others three; each attempt with
// the rating it led to (a slow climb).
await q(
  `insert into puzzle_attempts (user_id, puzzle_id, mode, solved, rated, puzzle_rating, user_rating,
                                rating_change, created_at)
   select s.id, p.id, 'rated', (s.i + d + k) % 4 <> 0, true, p.rating,
          1200 + (364 - d) + ((s.i * 7 + k) % 40) - 20, 5,
          now() - d * interval '1 day' + k * interval '2 minutes'
   from (${cls}) s cross join generate_series(0, 364) as d
   cross join generate_series(1, 10) as k
   join lateral (select id, rating from puzzles order by id offset ((s.i * 31 + d * 10 + k) % 1400) limit 1) p on true
   where (d + s.i) % 7 < 5 and (s.i <= $1 or k <= 3)`,
  [STUDENTS],
);
await q(
  `insert into puzzle_players (user_id, rating, deviation, volatility, nb_rated)
   select id, 1500, 80, 0.06, 1000 from users where username like 'bench\\_%'
   on conflict do nothing`,
);
// Attendance: the class's weekly meeting, most weeks of the year.
await q(
  `insert into attendance (user_id, class_time_id, attended_at)
   select s.id, $2, date_trunc('week', now()) + interval '1 day 23 hours' - w * interval '7 days'
   from (${cls}) s cross join generate_series(1, 52) as w
   where s.i <= $1 and (s.i + w) % 6 <> 0`,
  [STUDENTS, classTimeId],
);
// Homework: two assignments a week for a year, two in three completed.
await q(
  `insert into games (name, type, fen, solution_fen, dir_path)
   select 'Bench puzzle ' || j, 'Puzzle', 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
          'r3k3/2N5/8/8/8/8/8/4K3 b - - 1 1', '/Bench'
   from generate_series(1, 104) as j`,
);
await q(
  `insert into assignments (name, game_id, created_by, created_at)
   select 'Homework ' || g.name, g.id, $1, now() - (104 - row_number() over (order by g.id)) * interval '3.5 days'
   from games g where g.dir_path = '/Bench'`,
  [coachId],
);
await q(
  `with a as (select a.id, a.created_at, row_number() over (order by a.id) as j from assignments a
              join games g on g.id = a.game_id where g.dir_path = '/Bench')
   insert into student_assignments (assignment_id, user_id, attempt_count, completed, completed_at,
                                    due_date, assigned_by, created_at)
   select a.id, s.id, (s.i + a.j) % 4, (s.i + a.j) % 3 <> 0,
          case when (s.i + a.j) % 3 <> 0 then a.created_at + interval '2 days' end,
          (a.created_at + interval '7 days')::date, $2, a.created_at
   from (${cls}) s cross join a where s.i <= $1`,
  [STUDENTS, coachId],
);
// Live games: each class student about two a week against a classmate.
await q(
  `insert into live_games (id, white_id, black_id, time_control, state, status, result, termination,
                           ply, started_at, ended_at)
   select 'bench-' || s.i || '-' || d, s.id, o.id, '10+5', '{}'::jsonb, 'over',
          (array['1-0', '0-1', '1/2-1/2'])[1 + (s.i + d) % 3], 'checkmate', 40,
          now() - d * interval '1 day' - interval '20 minutes', now() - d * interval '1 day'
   from (${cls}) s
   join (${cls}) o on o.i = 1 + (s.i % $1)
   cross join generate_series(0, 364) as d
   where s.i <= $1 and (d + s.i) % 7 = 3`,
  [STUDENTS],
);
// Ratings kept by the lookups: weekly on each site.
await q(
  `insert into rating_snapshots (user_id, series, day, rating)
   select s.id, x.series, (now() - w * interval '7 days')::date, x.base + (52 - w) * 4 + (s.i % 50)
   from (${cls}) s cross join generate_series(0, 52) as w
   cross join (values ('uscf', 700), ('chesscom', 600), ('lichess', 1100)) as x(series, base)
   where s.i <= $1`,
  [STUDENTS],
);
await q('analyze');
const counts = (
  await q(`select
    (select count(*) from sessions)::int as sessions,
    (select count(*) from puzzle_attempts)::int as "puzzleAttempts",
    (select count(*) from attendance)::int as attendance,
    (select count(*) from student_assignments)::int as "studentAssignments",
    (select count(*) from live_games)::int as "liveGames",
    (select count(*) from rating_snapshots)::int as "ratingSnapshots"`)
).rows[0];

const server = bench.start(PORT);
await server.ready;
const coach = await server.authorization('coach');

const day = (offset) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};
const year = `from=${day(-364)}&to=${day(0)}`;
const RUNS = {
  [`class view, ${STUDENTS} students, last year`]: `/api/classTimes/${classTimeId}/progress?${year}`,
  [`class view, ${STUDENTS} students, this term`]: `/api/classTimes/${classTimeId}/progress`,
  'report card, last year': `/api/students/bench_7/report?${year}`,
  'report card, this term': '/api/students/bench_7/report',
};
const results = {
  database: 'postgres',
  students: STUDENTS,
  otherStudents: OTHER_STUDENTS,
  rows: counts,
  ...machine(),
  seconds: DURATION,
  targetP99Ms: TARGET_P99_MS,
  calls: {},
};
let timing;
try {
  timing = await timeRoutes(server, RUNS, {
    seconds: DURATION,
    headers: coach,
    targetP99Ms: TARGET_P99_MS,
    // A class view, or a report card.
    describe: (body) =>
      body.items
        ? { students: body.items.length, weeks: body.weeks.length }
        : {
            ratingPoints: body.ratings.reduce((n, l) => n + l.points.length, 0),
            homework: body.homework.assigned,
            classDays: body.attendance.classDays.length,
            games: body.games.played,
            puzzlesPlayed: body.puzzles.played,
          },
  });
  results.calls = timing.timed;
} finally {
  // BENCH_KEEP=1 keeps the database to study its plans (drop it by hand afterwards).
  await bench.finish({ keepDatabase: Boolean(process.env.BENCH_KEEP) });
}
results.withinTarget = timing.withinTarget;
writeResults('progress-postgres', results);
process.exitCode = timing.withinTarget ? 0 : 1;
