import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';

/**
 * With TEST_DATABASE_URL the API suite runs against that PostgreSQL database: it is emptied and
 * migrated once here, and the test files share it (their factories make unique rows).
 * Without it, each test file gets its own in-memory PGlite (see helpers.ts).
 */
export async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await client.end();
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  await database.migrate();
  // Seeded once here: test files seeding a shared database at the same time would race.
  await seedDemoData(database.db);
  await database.close();
}
