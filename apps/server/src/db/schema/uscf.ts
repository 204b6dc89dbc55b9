import type { UscfMember } from '@kingside/shared';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

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
    source: pg.text('source').notNull(),
    kind: pg.text('kind').notNull(),
    query: pg.text('query').notNull(),
    /** The members found: one or none for an id, up to ten for a name. */
    answer: pg.jsonb('answer').$type<{ members: UscfMember[] }>().notNull(),
    fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.kind, t.query] }),
    index('uscf_lookups_fetched_at_idx').on(t.fetchedAt),
  ],
);
