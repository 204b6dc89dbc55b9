import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outboxEmails } from '../db/schema.js';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Records the mail in the outbox; with SMTP it is then delivered in the background. */
  send(mail: Mail): Promise<void>;
  /** Delivers pending mails now (also runs on a timer). Resolves when the batch is done. */
  deliverPending(): Promise<void>;
  close(): void;
};

const MAX_ATTEMPTS = 5;
const RETRY_INTERVAL_MS = 30_000;

/**
 * Mail goes through the outbox table first, so a request never waits on SMTP and a mail is never
 * lost to a crash. Without SMTP_URL it stays there for admins to read at /admin/outbox.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { db, smtpUrl, from, log } = options;
  // Options such as ?ignoreTLS=true ride on the URL's query string.
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let running: Promise<void> | null = null;

  async function deliverBatch() {
    if (!transport) return;
    // SKIP LOCKED lets several server processes share the queue without sending a mail twice.
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboxEmails)
        .where(
          and(
            inArray(outboxEmails.status, ['pending', 'failed']),
            lt(outboxEmails.attempts, MAX_ATTEMPTS),
          ),
        )
        .orderBy(outboxEmails.id)
        .limit(20)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(outboxEmails)
          .set({ attempts: sql`${outboxEmails.attempts} + 1` })
          .where(
            inArray(
              outboxEmails.id,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows;
    });
    for (const row of batch) {
      try {
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(outboxEmails.id, row.id));
      } catch (err) {
        log.warn({ err, emailId: row.id }, 'mail delivery failed');
        await db
          .update(outboxEmails)
          .set({ status: 'failed', lastError: String((err as Error).message ?? err).slice(0, 500) })
          .where(eq(outboxEmails.id, row.id));
      }
    }
  }

  const deliverPending = () => {
    running ??= deliverBatch()
      .catch((err: unknown) => log.error({ err }, 'mail outbox delivery failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = transport ? setInterval(() => void deliverPending(), RETRY_INTERVAL_MS) : null;
  timer?.unref();

  return {
    async send(mail) {
      await db.insert(outboxEmails).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        status: transport ? 'pending' : 'stored',
      });
      if (transport) void deliverPending();
    },
    deliverPending,
    close() {
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
}
