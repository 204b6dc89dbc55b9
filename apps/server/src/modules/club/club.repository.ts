import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export function clubRepository(db: DbOrTx) {
  return {
    /** Throws when the database does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
