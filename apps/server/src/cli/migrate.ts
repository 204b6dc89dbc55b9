import { loadConfig } from '../config.js';
import { withToolDatabase } from './open-database.js';

/** `npm run db:migrate`: applies the committed migrations (the server also does this at start). */
const config = loadConfig();
const kind = await withToolDatabase(config, async (database) => {
  await database.migrate();
  return database.kind;
});
console.log(`Migrations applied (${kind}).`);
