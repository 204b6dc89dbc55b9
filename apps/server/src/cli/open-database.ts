import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { lockDataDir } from '../lib/data-dir-lock.js';

/**
 * Runs a command-line tool's work on the configured database. The embedded database is opened only
 * under the data directory's lock, so a tool never writes beside a running server, which would lose
 * writes (docs/decisions/0016); a busy directory ends the tool with the lock's message.
 */
export async function withToolDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  let lock;
  try {
    lock = config.databaseUrl ? null : await lockDataDir(config.dataDir, { role: 'tool' });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock?.release();
  }
}
