import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';
import { tournaments } from './content.js';

/*
 * Bulk uploads written all or nothing without a long transaction (docs/decisions/0047).
 */

/** What an upload fills. */
export const UPLOAD_KINDS = ['myGames', 'games', 'study', 'tournamentEntries'] as const;

/**
 * A bulk upload that is not finished: a row exists only while its upload is being written (or,
 * for a staged upload, moved). Games, my games and studies carry the upload's id (`upload_id`)
 * and no reader sees them while it is here; deleting this row is what publishes them.
 */
export const pendingUploads = pgTable('pending_uploads', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
  /** Who sent it. Not a cascade: deleting the row would publish a half-written upload. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** How many rows it adds. */
  rowCount: integer('row_count').notNull(),
  createdDate: createdAt(),
  /** Refreshed while it is written; the sweep judges an upload by it, never by a restart. */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * A staged upload (tournament entries): when all its rows were staged and their move into the
   * real table began. From then on it is finished by whichever server gets to it first.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/**
 * A tournament entries CSV's rows while it is written (docs/decisions/0037, 0047): the columns the
 * upload fills (`entryFromRow`), named and constrained as in tournament_entries, which takes its
 * own defaults for the others. Once an upload is published its rows must move, so whatever could
 * refuse one there refuses it here, before.
 */
export const stagedTournamentEntries = pgTable(
  'staged_tournament_entries',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => pendingUploads.id, { onDelete: 'cascade' }),
    /** Its row in the file's order (from 1). */
    position: integer('position').notNull(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    uscfId: text('uscf_id'),
    fideId: text('fide_id'),
    rating: integer('rating').notNull(),
    playup: boolean('playup').notNull(),
    schedule: text('schedule'),
    byesRequested: integer('byes_requested').array().notNull(),
    section: text('section').notNull(),
    entryFeeCents: integer('entry_fee_cents').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paid: boolean('paid').notNull(),
    waitingList: boolean('waiting_list').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    remark: text('remark'),
    receivedDate: date('received_date'),
    receivedAmountCents: integer('received_amount_cents'),
    receivedFrom: text('received_from'),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.position] })],
);
