import type { UscfMember } from '@kingside/shared';
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uscfLookups } from '../../db/schema.js';
import { matching } from '../../lib/columns.js';

export type UscfLookupKind = 'member' | 'search';
export type CachedLookup = { members: UscfMember[]; fetchedAt: Date };

/** Days an answer is kept to be served stale while the service is down; older rows are deleted. */
export const USCF_CACHE_KEEP_DAYS = 30;

/** The cached answers of one source ('embedded' or the API's base URL). */
export function uscfRepository(db: DbOrTx, source: string) {
  return {
    async find(kind: UscfLookupKind, query: string): Promise<CachedLookup | null> {
      const [row] = await db
        .select({ answer: uscfLookups.answer, fetchedAt: uscfLookups.fetchedAt })
        .from(uscfLookups)
        .where(matching(uscfLookups, { source, kind, query }));
      return row ? { members: row.answer.members, fetchedAt: row.fetchedAt } : null;
    },

    /** Stores a fresh answer (replacing the old one) and drops answers too old to serve. */
    async save(kind: UscfLookupKind, query: string, members: UscfMember[]): Promise<void> {
      await db
        .insert(uscfLookups)
        .values({ source, kind, query, answer: { members } })
        .onConflictDoUpdate({
          target: [uscfLookups.source, uscfLookups.kind, uscfLookups.query],
          set: { answer: { members }, fetchedAt: sql`now()` },
        });
      await db
        .delete(uscfLookups)
        .where(
          lt(uscfLookups.fetchedAt, sql`now() - make_interval(days => ${USCF_CACHE_KEEP_DAYS})`),
        );
    },
  };
}
