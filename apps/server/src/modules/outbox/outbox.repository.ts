import { and, desc, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxEmails } from '../../db/schema.js';
import { MAIL_MAX_ATTEMPTS } from '../../lib/mailer.js';

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

export function outboxRepository(db: DbOrTx) {
  return {
    /** The latest `limit` e-mails, newest first. */
    listLatest(limit: number): Promise<OutboxEmailRow[]> {
      return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
    },

    /**
     * The e-mails still to send through SMTP (pending, or failed and to be tried again; not those
     * given up) and how long the oldest has waited: the metrics' backlog.
     */
    async backlog(): Promise<{ count: number; oldestSeconds: number }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxEmails.createdAt})), 0)::float8`,
        })
        .from(outboxEmails)
        .where(
          and(
            inArray(outboxEmails.status, ['pending', 'failed']),
            lt(outboxEmails.attempts, MAIL_MAX_ATTEMPTS),
          ),
        );
      return row ?? { count: 0, oldestSeconds: 0 };
    },
  };
}
