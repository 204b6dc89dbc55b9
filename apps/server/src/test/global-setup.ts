import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { workerDatabaseName } from './database-url.js';

/**
 * With TEST_DATABASE_URL the API suite runs against PostgreSQL: that database is emptied,
 * migrated and seeded once here, then copied for each Vitest worker (database-url.ts), and the
 * test files of one worker share its copy (their factories make unique rows).
 * Without it, each worker opens one in-memory PGlite from a copy made here (see helpers.ts).
 */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return makePgliteTemplate(project);
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

  const workers = Number(project.vitest.config.maxWorkers) || os.availableParallelism();
  const baseName = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  // A template database must have no other connection: copy it from the maintenance database.
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    for (let id = 1; id <= workers; id++) {
      const name = pg.escapeIdentifier(workerDatabaseName(baseName, id));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name} template ${pg.escapeIdentifier(baseName)}`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * On PGlite each worker opens its own in-memory database. Starting one is initdb (about five
 * seconds on a 2-core machine) plus migrations and demo data; starting it from a copy of one
 * already migrated and seeded takes about one. The copy is made here once per run.
 */
async function makePgliteTemplate(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-test-template-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seedDemoData(database.db);
  const dump = await database.dumpDataDir!();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
