import { DEFAULT_BOARD_THEME, REGISTER_FOR, type Role } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/*
 * Accounts: users, their sessions and reset links, and the keys that sign their tokens
 * (docs/decisions/0003, 0013).
 */

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
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    uscfId: text('uscf_id'),
    chessDotComId: text('chess_dot_com_id'),
    liChessId: text('li_chess_id'),
    rating: integer('rating').notNull().default(0),
    parentsName: text('parents_name'),
    section: text('section'),
    /** Free text from older accounts (and the spec's field); classTimeId names a class time. */
    classTime: text('class_time'),
    /**
     * The class time the user attends (class_times.id). No foreign key: class_times refers to users,
     * and deleting a class time clears this in the same transaction.
     */
    classTimeId: integer('class_time_id'),
    coachId: integer('coach_id'),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    /** What the account was created for: groupClass or privateClass (sign-up), null when added by an admin. */
    registerFor: text('register_for', { enum: REGISTER_FOR }),
    boardTheme: text('board_theme').notNull().default(DEFAULT_BOARD_THEME),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the users search matches: username, name and e-mail, lowercased (kept by PostgreSQL). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(username || ' ' || name || ' ' || email)`,
    ),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The users search (LIKE '%text%') is an index scan at 20,000 users (docs/decisions/0026).
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Assignments by class time (report, progress table) match the classTime text (0032).
    index('users_class_time_lower_idx').on(sql`lower(trim(${t.classTime}))`),
    index('users_coach_idx').on(t.coachId),
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
    /** The last authenticated call, written at most once a minute: who is online. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId, t.createdAt),
    index('sessions_last_seen_idx').on(t.lastSeenAt),
    // The club's most logins in a month (the student corner's best figures, issue 18).
    index('sessions_created_idx').on(t.createdAt),
  ],
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
    /** Used, or superseded by a newer link. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the user's password hash when the link was issued: once the password
     * changes, by whatever path, the link no longer matches and stops working.
     */
    passwordFingerprint: text('password_fingerprint'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Token-signing secrets shared by every server process on one database (docs/decisions/0013).
 * The newest key signs; an older one is still accepted until it retires.
 */
export const signingKeys = pgTable('signing_keys', {
  id: serial('id').primaryKey(),
  /** Names the key in a token's header. */
  kid: text('kid').notNull().unique(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  /** Tokens signed with this key are refused after this time; null while it is the current key. */
  retiresAt: timestamp('retires_at', { withTimezone: true }),
});
