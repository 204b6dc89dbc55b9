import type { LiveGameState } from '@kingside/chess';
import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, bigserialId, createdAt, timestamptz } from './columns.js';
import { users } from './accounts.js';

/*
 * Live play (issue 17, docs/decisions/0042): who is connected, private chat and its reports, and
 * the live games. Every process behind the load balancer reads and writes these; none keeps what
 * another would need only in its memory.
 */

/** A server process that holds live sockets; its sockets are forgotten once it stops beating. */
export const liveInstances = pgTable('live_instances', {
  id: pg.text('id').primaryKey(),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
  /**
   * The process is stopping and handing its sockets over: they still show their members online,
   * but no longer count against a member's tabs (docs/decisions/0069, amendment 2).
   */
  leaving: pg.boolean('leaving').notNull().default(false),
});

/** One connected socket (a tab) of a member. */
export const livePresence = pgTable(
  'live_presence',
  {
    socketId: pg.text('socket_id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    instanceId: pg.text('instance_id').notNull(),
    connectedAt: createdAt(),
  },
  (t) => [
    index('live_presence_user_idx').on(t.userId),
    index('live_presence_instance_idx').on(t.instanceId),
  ],
);

/**
 * A private message, kept 30 days. `pairLow`/`pairHigh` are the two user ids in order, so one
 * index serves a conversation both ways; `clientId` makes a resent message a no-op.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserialId(),
    senderId: belongsTo('sender_id', () => users.id),
    recipientId: belongsTo('recipient_id', () => users.id),
    pairLow: pg.integer('pair_low').notNull(),
    pairHigh: pg.integer('pair_high').notNull(),
    text: pg.text('text').notNull(),
    clientId: pg.text('client_id').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_key').on(t.senderId, t.clientId),
    index('chat_messages_pair_idx').on(t.pairLow, t.pairHigh, t.id),
    index('chat_messages_sent_idx').on(t.sentAt),
  ],
);

/**
 * A member's report of a message they received. The message is copied, so the report outlives
 * the 30 days the message itself is kept.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: bigserialId(),
    messageId: pg.integer('message_id').notNull(),
    senderId: belongsTo('sender_id', () => users.id),
    recipientId: belongsTo('recipient_id', () => users.id),
    text: pg.text('text').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
    reason: pg.text('reason').notNull().default(''),
    reportedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_reports_message_key').on(t.messageId),
    index('chat_reports_reported_idx').on(t.reportedAt),
  ],
);

/** An open or answered challenge; `toId` null is Challenge All. */
export const liveChallenges = pgTable(
  'live_challenges',
  {
    id: pg.text('id').primaryKey(),
    fromId: belongsTo('from_id', () => users.id),
    toId: pg.integer('to_id').references(() => users.id, { onDelete: 'cascade' }),
    timeControl: pg.text('time_control').notNull(),
    status: pg.text('status').notNull().default('open'),
    gameId: pg.text('game_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('live_challenges_open_idx')
      .on(t.toId, t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index('live_challenges_from_idx').on(t.fromId, t.status),
  ],
);

/**
 * A live game: the pure state (packages/chess live-game.ts) after every action, with `version`
 * for the writers on several processes, and `deadline` when a clock or the first-move window runs
 * out, for the sweeper that ends games nobody touches.
 */
export const liveGames = pgTable(
  'live_games',
  {
    id: pg.text('id').primaryKey(),
    whiteId: belongsTo('white_id', () => users.id),
    blackId: belongsTo('black_id', () => users.id),
    timeControl: pg.text('time_control').notNull(),
    state: pg.jsonb('state').$type<LiveGameState>().notNull(),
    version: pg.integer('version').notNull().default(0),
    status: pg.text('status').notNull(),
    result: pg.text('result').notNull().default('*'),
    termination: pg.text('termination'),
    ply: pg.integer('ply').notNull().default(0),
    deadline: timestamptz('deadline'),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    pgn: pg.text('pgn'),
  },
  (t) => [
    index('live_games_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'started'`),
    index('live_games_white_idx').on(t.whiteId, t.status),
    index('live_games_black_idx').on(t.blackId, t.status),
    index('live_games_ended_idx').on(t.endedAt),
  ],
);
