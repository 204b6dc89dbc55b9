import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contacts, users } from '../../db/schema.js';

export function newsletterRepository(db: DbOrTx) {
  return {
    /**
     * Sets the newsletter flag of an address, adding it to the contacts when new; unsubscribing
     * also marks the accounts with that address.
     */
    async setSubscription(email: string, unsubscribe: boolean): Promise<void> {
      // The unique index is on lower(email), which Drizzle's upsert cannot name.
      await db.execute(sql`
      insert into ${contacts} (email, unsubscribe) values (${email}, ${unsubscribe})
      on conflict ((lower(email))) do update set unsubscribe = excluded.unsubscribe, modified_date = now()`);
      if (unsubscribe) {
        await db
          .update(users)
          .set({ unsubscribe: true })
          .where(sql`lower(${users.email}) = lower(${email})`);
      }
    },
  };
}
