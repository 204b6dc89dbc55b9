import { DEFAULT_BOARD_THEME, REGISTER_FOR, type Role } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId, timestamptz, updatedAt } from './columns.js';

/*
 * Accounts: users, their sessions and reset links, and the keys that sign their tokens
 * (docs/decisions/0003, 0013).
 */

/** Every account. Roles are a list (spec: student, coach, elite, admin, assistant); none for a new sign-up. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    username: pg.text('username').notNull(),
    email: pg.text('email').notNull(),
    passwordHash: pg.text('password_hash').notNull(),
    name: pg.text('name').notNull(),
    phoneNumber: pg.text('phone_number'),
    roles: pg
      .text('roles')
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: pg.boolean('disabled').notNull().default(false),
    uscfId: pg.text('uscf_id'),
    chessDotComId: pg.text('chess_dot_com_id'),
    liChessId: pg.text('li_chess_id'),
    rating: pg.integer('rating').notNull().default(0),
    parentsName: pg.text('parents_name'),
    section: pg.text('section'),
    /** Free text from older accounts (and the spec's field); classTimeId names a class time. */
    classTime: pg.text('class_time'),
    /**
     * The class time the user attends (class_times.id). No foreign key: class_times refers to users,
     * and deleting a class time clears this in the same transaction.
     */
    classTimeId: pg.integer('class_time_id'),
    coachId: pg.integer('coach_id'),
    unsubscribe: pg.boolean('unsubscribe').notNull().default(false),
    /** What the account was created for: groupClass or privateClass (sign-up), null when added by an admin. */
    registerFor: pg.text('register_for', { enum: REGISTER_FOR }),
    boardTheme: pg.text('board_theme').notNull().default(DEFAULT_BOARD_THEME),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the users search matches: username, name and e-mail, lowercased (kept by PostgreSQL). */
    searchText: pg
      .text('search_text')
      .generatedAlwaysAs(sql`lower(username || ' ' || name || ' ' || email)`),
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
    id: pg.uuid('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    ip: pg.text('ip'),
    userAgent: pg.text('user_agent'),
    /** The last authenticated call, written at most once a minute: who is online. */
    lastSeenAt: timestamptz('last_seen_at'),
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
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: pg.text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Used, or superseded by a newer link. */
    usedAt: timestamptz('used_at'),
    /**
     * SHA-256 (hex) of the user's password hash when the link was issued: once the password
     * changes, by whatever path, the link no longer matches and stops working.
     */
    passwordFingerprint: pg.text('password_fingerprint'),
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
  id: serialId(),
  /** Names the key in a token's header. */
  kid: pg.text('kid').notNull().unique(),
  secret: pg.text('secret').notNull(),
  createdAt: createdAt(),
  /** Tokens signed with this key are refused after this time; null while it is the current key. */
  retiresAt: timestamptz('retires_at'),
});
