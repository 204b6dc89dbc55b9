import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirBusyError, withLockedDatabase } from '../lib/data-dir-lock.js';

/**
 * Runs a command-line tool's work on the configured database. The embedded database is opened only
 * under the data directory's lock, so a tool never writes beside a running server, which would lose
 * writes (docs/decisions/0016); a busy directory ends the tool with the lock's message.
 */
export async function withToolDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) {
    return withLockedDatabase(config.dataDir, 'tool', work).catch((err: unknown) => {
      if (!(err instanceof DataDirBusyError)) throw err;
      console.error(err.message);
      process.exit(1);
    });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
