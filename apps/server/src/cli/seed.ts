import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../db/seed.js';

/** `npm run db:seed`: demo accounts and content. Only ever run on purpose: never in production. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemoData(database.db, config.club);
await database.close();
console.log(
  `Demo data added (${database.kind}): ${DEMO_USERS.map((u) => u.username).join(', ')} ` +
    `with password ${DEMO_PASSWORD}.`,
);
