// The embedded-database lane of CI (docs/decisions/0055): where the API suite runs on PostgreSQL,
// these server test files run once more on PGlite, because what they test is the embedded
// database itself, not SQL that both engines run alike. `npm test` (no PostgreSQL) runs every file
// on PGlite anyway; this lane is for CI's PostgreSQL path.
//
//   npm run test:api:embedded [-- vitest options]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-if-needed.mjs';

/** Each file, and what in it only the embedded database shows. */
const EMBEDDED_LANE = {
  'src/main.test.ts': 'the server process on its data directory: start-up, settings, restarts',
  'src/lib/backup.test.ts': 'embedded backups and restores of the data directory',
  'src/lib/data-dir-lock.test.ts': 'one process per data directory',
  'src/db/transaction-guard.test.ts': 'transactions on the one embedded connection',
  'src/db/client.test.ts': 'the settings the embedded database opens with',
  'src/live-real-process.test.ts': 'kill -9 and real time against a server on a data directory',
  'src/uploads-real-process.test.ts': 'an upload cut by kill -9 on a data directory',
  'src/modules/jobs/jobs.real-process.test.ts': 'a job cut by kill -9 on a data directory',
  'src/modules/jobs/jobs.runner.test.ts': 'claiming jobs on one connection (no second session)',
  'src/modules/payments/seat-holds.test.ts': 'seat-hold races serialised on one connection',
  'src/modules/mygames/mygames.routes.test.ts': 'uploads written in slices on one connection',
  'src/test/permission-matrix.test.ts': 'every route once through the embedded driver',
};

const files = Object.keys(EMBEDDED_LANE).map((file) => `apps/server/${file}`);
// Vitest takes these as filters and runs nothing for one that names no file: a renamed file must
// not leave the lane quietly.
const missing = files.filter((file) => !fs.existsSync(path.join(ROOT, file)));
if (missing.length > 0) {
  console.error(`The embedded lane names files that do not exist: ${missing.join(', ')}`);
  process.exit(1);
}
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
delete env.TEST_REDIS_URL;
if (env.KINGSIDE_TEST_REPORT_DIR) env.KINGSIDE_TEST_REPORT_NAME = 'embedded-lane';

const child = spawn(
  'npx',
  ['vitest', 'run', '--project', 'server', ...process.argv.slice(2), ...files],
  { cwd: ROOT, stdio: 'inherit', env },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
