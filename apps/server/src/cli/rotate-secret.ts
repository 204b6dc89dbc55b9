import { loadConfig } from '../config.js';
import { rotateSigningKey } from '../lib/signing-keys.js';
import { withToolDatabase } from './open-database.js';

/**
 * `npm run secret:rotate`: a new token-signing key for every server on the database. Tokens signed
 * with the previous key keep working for one token lifetime plus five minutes (the other processes
 * pick the new key up within a minute), so nobody is logged out.
 */
const config = loadConfig();
if (config.jwtSecret) {
  console.error(
    'JWT_SECRET is set, so the signing key comes from the environment: to rotate it, move the ' +
      'old value to JWT_SECRET_PREVIOUS, set a new JWT_SECRET, and restart the servers.',
  );
  process.exit(1);
}
const kid = await withToolDatabase(config, (database) =>
  rotateSigningKey(database.db, config.tokenTtlSeconds + 300),
);
console.log(
  `New signing key ${kid} is current; the previous one retires after one token lifetime.`,
);
