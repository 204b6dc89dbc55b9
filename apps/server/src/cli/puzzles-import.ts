import path from 'node:path';
import { loadConfig } from '../config.js';
import { importCommand } from '../modules/puzzles/index.js';
import { withToolDatabase } from './open-database.js';

/**
 * `npm run puzzles:import -- FILE` (docs/decisions/0033): imports a Lichess puzzle CSV into the
 * configured database (the embedded one under its lock, or DATABASE_URL), printing progress and
 * every bad row. Exit code 0 when done (bad rows are skipped, not a failure), 1 when the file
 * cannot be read or is not a puzzle CSV.
 */
const config = loadConfig();
if (!process.argv[2]) {
  console.error('Usage: npm run puzzles:import -- FILE   (a Lichess puzzle CSV)');
  process.exit(1);
}
const file = path.resolve(config.callerDir, process.argv[2]);
const code = await withToolDatabase(config, async (database) => {
  await database.migrate();
  return importCommand(database.db, file, (line) => console.log(line));
});
process.exit(code);
