import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { outboxEmails } from '../db/schema.js';

export type Mail = {
  to: string;
  /** Copy recipients, comma-separated; kept in the outbox row's headers as Cc. */
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /**
   * Usable secrets in the text (a reset link): never stored. The outbox keeps the mail with each
   * replaced by SECRET_PLACEHOLDER; the real mail is delivered from memory (docs/decisions/0013).
   */
  secrets?: string[];
};

/** What the outbox (and so an admin or a backup) sees instead of a secret. */
export const SECRET_PLACEHOLDER = '[link withheld: it was sent only to the recipient]';

export type Mailer = {
  /** Records the mail in the outbox; with SMTP it is then delivered in the background. */
  send(mail: Mail): Promise<void>;
  /**
   * Records mails without secrets in the outbox through `db`, the caller's transaction, so they
   * are written exactly when the caller's own change is; call deliverPending after it commits.
   */
  enqueue(mails: readonly Mail[], db: DbOrTx): Promise<void>;
  /**
   * Delivers pending mails now (also the `mail.outbox` job's work, which retries what failed).
   * Resolves when the batch is done.
   */
  deliverPending(): Promise<void>;
  /** Whether mail leaves the outbox (SMTP_URL is set). */
  readonly delivers: boolean;
  /** Deletes outbox mail older than the retention time; answers how many went. */
  prune(retentionDays: number): Promise<number>;
  /** Resolves when the secret-carrying mails this process is delivering are done (tests). */
  settled(): Promise<void>;
  close(): void;
};

/** How many times an e-mail is tried through SMTP before it is given up. */
export const MAIL_MAX_ATTEMPTS = 5;
/** Mails claimed for delivery at a time. */
const BATCH = 20;
/**
 * How long a claimed batch is held: a batch of slow SMTP sends fits easily; a process that died
 * mid-batch releases its mails after this.
 */
const CLAIM_SECONDS = 300;
/** How often the `mail.outbox` job retries what is pending or failed. */
export const OUTBOX_RETRY_INTERVAL_MS = 30_000;
/** Waits between attempts at a secret-carrying mail, which only this process can deliver. */
const SECRET_RETRY_DELAYS_MS = [0, 5_000, 30_000];

const redact = (text: string, secrets: string[]) =>
  secrets.reduce((t, secret) => t.split(secret).join(SECRET_PLACEHOLDER), text);

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
  const deliver = ({ to, cc, subject, text, html, headers }: Mail) =>
    transport!.sendMail({ from, to, cc, subject, text, html, headers });
  /** The outbox keeps Cc among the headers; delivery passes it as recipients again. */
  const storedHeaders = (mail: Mail) => {
    const headers = mail.cc ? { ...mail.headers, Cc: mail.cc } : mail.headers;
    return headers ? JSON.stringify(headers) : null;
  };
  const fromStored = (json: string | null) => {
    if (!json) return {};
    const { Cc: cc, ...headers } = JSON.parse(json) as Record<string, string>;
    return { cc, headers };
  };

  /** Delivers one batch; answers whether it was full and every mail of it went. */
  async function deliverBatch(): Promise<boolean> {
    if (!transport) return false;
    // SKIP LOCKED and the claim let several server processes share the queue without sending a
    // mail twice: the lock covers the claim, the claim covers the SMTP send after it commits.
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboxEmails)
        .where(
          and(
            inArray(outboxEmails.status, ['pending', 'failed']),
            lt(outboxEmails.attempts, MAIL_MAX_ATTEMPTS),
            // Their stored copy is redacted: only the writing process can deliver them.
            eq(outboxEmails.carriesSecret, false),
            // Not being delivered by another process right now.
            or(isNull(outboxEmails.claimedUntil), lt(outboxEmails.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(outboxEmails.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(outboxEmails)
          .set({
            attempts: sql`${outboxEmails.attempts} + 1`,
            claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
          })
          .where(
            inArray(
              outboxEmails.id,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows;
    });
    let delivered = 0;
    for (const row of batch) {
      try {
        await deliver({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          ...fromStored(row.headers),
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), lastError: null, claimedUntil: null })
          .where(eq(outboxEmails.id, row.id));
        delivered++;
      } catch (err) {
        log.warn({ err, emailId: row.id }, 'mail delivery failed');
        await db
          .update(outboxEmails)
          .set({
            status: 'failed',
            lastError: String((err as Error).message ?? err).slice(0, 500),
            claimedUntil: null,
          })
          .where(eq(outboxEmails.id, row.id));
      }
    }
    return batch.length === BATCH && delivered === BATCH;
  }

  /** Batches until the queue is drained (a newsletter's thousands), or one fails: the `mail.outbox` job retries. */
  async function deliverAll() {
    while (await deliverBatch());
  }

  const deliverPending = () => {
    running ??= deliverAll()
      .catch((err: unknown) => log.error({ err }, 'mail outbox delivery failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const inFlight = new Set<Promise<void>>();
  const pruneOld = async (days: number) => {
    const cutoff = new Date(Date.now() - days * 86_400_000);
    const gone = await db
      .delete(outboxEmails)
      .where(lt(outboxEmails.createdAt, cutoff))
      .returning({ id: outboxEmails.id });
    return gone.length;
  };

  /** Delivers a secret-carrying mail from memory, a few times if SMTP fails, then forgets it. */
  async function deliverSecretMail(id: number, mail: Mail) {
    if (!transport) return;
    let lastError = '';
    for (const [attempt, delay] of SECRET_RETRY_DELAYS_MS.entries()) {
      if (delay > 0) await new Promise((r) => setTimeout(r, delay).unref());
      try {
        await deliver(mail);
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), attempts: attempt + 1, lastError: null })
          .where(eq(outboxEmails.id, id));
        return;
      } catch (err) {
        lastError = String((err as Error).message ?? err).slice(0, 400);
        log.warn({ err, emailId: id }, 'mail delivery failed');
      }
    }
    await db
      .update(outboxEmails)
      .set({
        status: 'failed',
        attempts: SECRET_RETRY_DELAYS_MS.length,
        lastError: `${lastError} (the link was never stored: the recipient can ask for a new one)`,
      })
      .where(eq(outboxEmails.id, id));
  }

  return {
    async send(mail) {
      const secrets = (mail.secrets ?? []).filter((s) => s.length > 0);
      if (secrets.length > 0) {
        const [row] = await db
          .insert(outboxEmails)
          .values({
            to: mail.to,
            subject: mail.subject,
            text: redact(mail.text, secrets),
            html: mail.html ? redact(mail.html, secrets) : null,
            headers: mail.headers || mail.cc ? redact(storedHeaders(mail)!, secrets) : null,
            status: transport ? 'pending' : 'stored',
            carriesSecret: true,
          })
          .returning({ id: outboxEmails.id });
        const delivery = deliverSecretMail(row!.id, mail).catch((err: unknown) =>
          log.error({ err, emailId: row!.id }, 'mail delivery failed'),
        );
        inFlight.add(delivery);
        void delivery.finally(() => inFlight.delete(delivery));
        return;
      }
      await db.insert(outboxEmails).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: storedHeaders(mail),
        status: transport ? 'pending' : 'stored',
      });
      if (transport) void deliverPending();
    },
    async enqueue(mails, tx) {
      if (mails.length === 0) return;
      if (mails.some((m) => (m.secrets ?? []).some((secret) => secret.length > 0))) {
        throw new Error('A mail carrying a secret is sent with send(), never enqueued.');
      }
      await tx.insert(outboxEmails).values(
        mails.map((mail) => ({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          headers: storedHeaders(mail),
          status: transport ? ('pending' as const) : ('stored' as const),
        })),
      );
    },
    deliverPending,
    prune: pruneOld,
    async settled() {
      await Promise.all([...inFlight]);
    },
    delivers: transport !== null,
    close() {
      transport?.close();
    },
  };
}
