import { OUTBOX_EMAIL_STATUSES } from '@kingside/shared';
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
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/*
 * Running the site: settings, banner alerts, page views, the mail outbox (docs/decisions/0005) and
 * rate-limit counters.
 */

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
    status: text('status', { enum: OUTBOX_EMAIL_STATUSES }).notNull(),
    /**
     * The mail carried a usable secret (a reset link): the row keeps only a redacted copy, and the
     * mail itself is delivered from memory by the process that wrote it (docs/decisions/0013).
     */
    carriesSecret: boolean('carries_secret').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * A process delivering the mail holds it until then: another process (or a retry) leaves it
     * alone while the SMTP send is under way, and takes it over if that process died.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
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

/**
 * A mail an admin sends from the emailer (issue 12). To and CC get the one message; every BCC
 * address is a newsletter recipient who gets a message of their own, in the background.
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    /** The message as sanitized on the server (HTML when mimeFormat is text/html). */
    body: text('body').notNull(),
    mimeFormat: text('mime_format').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** sending, done, or failed (stopped by an error a retry did not fix). */
    status: text('status').notNull(),
    total: integer('total').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    /** Recipients left out because they had unsubscribed by the time their turn came. */
    skipped: integer('skipped').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('email_campaigns_status_idx').on(t.status, t.id)],
);

/** One newsletter recipient of a campaign; pending until written to the outbox (or skipped). */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** pending, sent or skipped. */
    status: text('status').notNull().default('pending'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_campaign_recipients_key').on(t.campaignId, sql`lower(${t.email})`),
    index('email_campaign_recipients_pending_idx').on(t.campaignId, t.status, t.id),
  ],
);
