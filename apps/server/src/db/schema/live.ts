import type { LiveGameState } from '@kingside/chess';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/*
 * Live play (issue 17, docs/decisions/0042): who is connected, private chat and its reports, and
 * the live games. Every process behind the load balancer reads and writes these; none keeps what
 * another would need only in its memory.
 */

/** A server process that holds live sockets; its sockets are forgotten once it stops beating. */
export const liveInstances = pgTable('live_instances', {
  id: text('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One connected socket (a tab) of a member. */
export const livePresence = pgTable(
  'live_presence',
  {
    socketId: text('socket_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairLow: integer('pair_low').notNull(),
    pairHigh: integer('pair_high').notNull(),
    text: text('text').notNull(),
    clientId: text('client_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: integer('message_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default(''),
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
    id: text('id').primaryKey(),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: integer('to_id').references(() => users.id, { onDelete: 'cascade' }),
    timeControl: text('time_control').notNull(),
    status: text('status').notNull().default('open'),
    gameId: text('game_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    id: text('id').primaryKey(),
    whiteId: integer('white_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blackId: integer('black_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeControl: text('time_control').notNull(),
    state: jsonb('state').$type<LiveGameState>().notNull(),
    version: integer('version').notNull().default(0),
    status: text('status').notNull(),
    result: text('result').notNull().default('*'),
    termination: text('termination'),
    ply: integer('ply').notNull().default(0),
    deadline: timestamp('deadline', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    pgn: text('pgn'),
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
