import { loadConfig } from '../config.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../db/seed.js';
import { withToolDatabase } from './open-database.js';

/** `npm run db:seed`: demo accounts and content. Only ever run on purpose: never in production. */
const config = loadConfig();
const kind = await withToolDatabase(config, async (database) => {
  await database.migrate();
  await seedDemoData(database.db, config.club);
  return database.kind;
});
console.log(
  `Demo data added (${kind}): ${DEMO_USERS.map((u) => u.username).join(', ')} ` +
    `with password ${DEMO_PASSWORD}.`,
);
