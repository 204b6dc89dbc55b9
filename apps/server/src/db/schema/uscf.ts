import type { UscfMember } from '@kingside/shared';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The US Chess lookup's cache (issue 15; modules/uscf): each answer from the ratings API (or the
 * embedded sandbox) by request, refreshed when it is older than its kind's lifetime and served
 * stale while the service is down.
 */

/**
 * A cached answer: `kind` 'member' (query the id) or 'search' (query "first|last", lower case), from
 * `source` ('embedded' or the API's base URL, so a switch to the real API never serves the sandbox's
 * fictional members).
 */
export const uscfLookups = pgTable(
  'uscf_lookups',
  {
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    query: text('query').notNull(),
    /** The members found: one or none for an id, up to ten for a name. */
    answer: jsonb('answer').$type<{ members: UscfMember[] }>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.kind, t.query] }),
    index('uscf_lookups_fetched_at_idx').on(t.fetchedAt),
  ],
);
