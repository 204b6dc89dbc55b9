import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every account. Roles are a list (spec: student, coach, elite, admin, assistant); none for a new sign-up. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    uscfId: text('uscf_id'),
    chessDotComId: text('chess_dot_com_id'),
    liChessId: text('li_chess_id'),
    rating: integer('rating').notNull().default(0),
    parentsName: text('parents_name'),
    section: text('section'),
    classTime: text('class_time'),
    coachId: integer('coach_id'),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    /** What the account was created for: groupClass or privateClass (sign-up), null when added by an admin. */
    registerFor: text('register_for'),
    boardTheme: text('board_theme').notNull().default('Default'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** A login. The access token names its session, so logout and password changes revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use reset links; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** Named configuration values that admins edit (spec 1: configName, configValue). */
export const configs = pgTable(
  'configs',
  {
    id: serial('id').primaryKey(),
    configName: text('config_name').notNull(),
    configValue: text('config_value'),
  },
  (t) => [uniqueIndex('configs_name_key').on(t.configName)],
);

/** Banner alerts: shown while now is between start and end. */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    notes: text('notes').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('alerts_window_idx').on(t.startDate, t.endDate)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/** Every e-mail the server writes. Without SMTP_URL it stays here (status stored) for admins to read. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: text('headers'),
    status: text('status', { enum: ['stored', 'pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_status_idx').on(t.status, t.createdAt)],
);

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
