import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxEmails } from '../../db/schema.js';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

export function outboxRepository(db: DbOrTx) {
  return {
    /** The latest `limit` e-mails, newest first. */
    listLatest(limit: number): Promise<OutboxEmailRow[]> {
      return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
    },
  };
}
