import { OUTBOX_EMAIL_STATUSES } from '@kingside/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, bigserialId, createdAt, refersTo, serialId, timestamptz } from './columns.js';
import { users } from './accounts.js';

/*
 * Running the site: settings, banner alerts, page views, the mail outbox (docs/decisions/0005) and
 * rate-limit counters.
 */

/** Named configuration values that admins edit (spec 1: configName, configValue). */
export const configs = pgTable(
  'configs',
  {
    id: serialId(),
    configName: pg.text('config_name').notNull(),
    configValue: pg.text('config_value'),
  },
  (t) => [uniqueIndex('configs_name_key').on(t.configName)],
);

/** Banner alerts: shown while now is between start and end. */
export const alerts = pgTable(
  'alerts',
  {
    id: serialId(),
    notes: pg.text('notes').notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('alerts_window_idx').on(t.startDate, t.endDate)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserialId(),
    path: pg.text('path').notNull(),
    userId: refersTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/** Every e-mail the server writes. Without SMTP_URL it stays here (status stored) for admins to read. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serialId(),
    to: pg.text('to').notNull(),
    subject: pg.text('subject').notNull(),
    text: pg.text('text').notNull(),
    html: pg.text('html'),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: pg.text('headers'),
    status: pg.text('status', { enum: OUTBOX_EMAIL_STATUSES }).notNull(),
    /**
     * The mail carried a usable secret (a reset link): the row keeps only a redacted copy, and the
     * mail itself is delivered from memory by the process that wrote it (docs/decisions/0013).
     */
    carriesSecret: pg.boolean('carries_secret').notNull().default(false),
    attempts: pg.integer('attempts').notNull().default(0),
    lastError: pg.text('last_error'),
    /**
     * A process delivering the mail holds it until then: another process (or a retry) leaves it
     * alone while the SMTP send is under way, and takes it over if that process died.
     */
    claimedUntil: timestamptz('claimed_until'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_emails_status_idx').on(t.status, t.createdAt)],
);

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: pg.text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: pg.integer('count').notNull().default(0),
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
    id: serialId(),
    subject: pg.text('subject').notNull(),
    /** The message as sanitized on the server (HTML when mimeFormat is text/html). */
    body: pg.text('body').notNull(),
    mimeFormat: pg.text('mime_format').notNull(),
    createdBy: refersTo('created_by', () => users.id),
    /** sending, done, or failed (stopped by an error a retry did not fix). */
    status: pg.text('status').notNull(),
    total: pg.integer('total').notNull().default(0),
    sent: pg.integer('sent').notNull().default(0),
    /** Recipients left out because they had unsubscribed by the time their turn came. */
    skipped: pg.integer('skipped').notNull().default(0),
    lastError: pg.text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('email_campaigns_status_idx').on(t.status, t.id)],
);

/** One newsletter recipient of a campaign; pending until written to the outbox (or skipped). */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: bigserialId(),
    campaignId: belongsTo('campaign_id', () => emailCampaigns.id),
    email: pg.text('email').notNull(),
    /** pending, sent or skipped. */
    status: pg.text('status').notNull().default('pending'),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    uniqueIndex('email_campaign_recipients_key').on(t.campaignId, sql`lower(${t.email})`),
    index('email_campaign_recipients_pending_idx').on(t.campaignId, t.status, t.id),
  ],
);
