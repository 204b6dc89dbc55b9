import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** `npm run db:migrate`: applies the committed migrations (the server also does this at start). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
