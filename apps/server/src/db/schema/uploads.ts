import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { belongsTo, createdAt, refersTo, serialId, timestamptz } from './columns.js';
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
  id: serialId(),
  kind: pg.text('kind', { enum: UPLOAD_KINDS }).notNull(),
  /** Who sent it. Not a cascade: deleting the row would publish a half-written upload. */
  userId: refersTo('user_id', () => users.id),
  /** How many rows it adds. */
  rowCount: pg.integer('row_count').notNull(),
  createdDate: createdAt(),
  /** Refreshed while it is written; the sweep judges an upload by it, never by a restart. */
  heartbeatAt: timestamptz('heartbeat_at').notNull().defaultNow(),
  /**
   * A staged upload (tournament entries): when all its rows were staged and their move into the
   * real table began. From then on it is finished by whichever server gets to it first.
   */
  publishedAt: timestamptz('published_at'),
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
    uploadId: belongsTo('upload_id', () => pendingUploads.id),
    /** Its row in the file's order (from 1). */
    position: pg.integer('position').notNull(),
    tournamentId: belongsTo('tournament_id', () => tournaments.id),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phone: pg.text('phone'),
    uscfId: pg.text('uscf_id'),
    fideId: pg.text('fide_id'),
    rating: pg.integer('rating').notNull(),
    playup: pg.boolean('playup').notNull(),
    schedule: pg.text('schedule'),
    byesRequested: pg.integer('byes_requested').array().notNull(),
    section: pg.text('section').notNull(),
    entryFeeCents: pg.integer('entry_fee_cents').notNull(),
    paymentMethod: pg.text('payment_method').notNull(),
    paid: pg.boolean('paid').notNull(),
    waitingList: pg.boolean('waiting_list').notNull(),
    withdrawnAt: timestamptz('withdrawn_at'),
    remark: pg.text('remark'),
    receivedDate: pg.date('received_date'),
    receivedAmountCents: pg.integer('received_amount_cents'),
    receivedFrom: pg.text('received_from'),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.position] })],
);
