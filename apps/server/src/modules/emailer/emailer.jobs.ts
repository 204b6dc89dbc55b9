import { setTimeout as sleep } from 'node:timers/promises';
import type { EmailMimeFormat } from '@kingside/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { htmlToText } from '../../lib/html.js';
import type { Mail } from '../../lib/mailer.js';
import { newsletterMail } from '../../lib/newsletter.js';
import { emailerRepository, type CampaignRow } from './emailer.repository.js';

/** Recipients written to the outbox per transaction, at most. */
const MAX_BATCH = 100;

/** The parts of a campaign's mail that are the same for every recipient. */
type CampaignMail = { subject: string; text: string; html: string | undefined };

const campaignMail = (c: CampaignRow): CampaignMail =>
  (c.mimeFormat as EmailMimeFormat) === 'text/html'
    ? { subject: c.subject, text: htmlToText(c.body), html: c.body }
    : { subject: c.subject, text: c.body, html: undefined };

/**
 * Sends the emailer's newsletters in the background (docs/decisions/0030): in each transaction it
 * locks a batch of pending recipients (FOR UPDATE SKIP LOCKED, so servers sharing the database
 * never take one twice), re-reads who has unsubscribed, writes one outbox mail per remaining
 * recipient with their own signed unsubscribe link and headers, marks them sent or skipped and
 * counts them on the campaign, all or nothing. Between batches it waits to keep to
 * EMAIL_SEND_RATE_PER_SECOND, which also lets other requests through. Nothing lives only in this
 * process: after a restart the pending rows are simply picked up again.
 */
export class NewsletterSender {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly cache = new Map<number, CampaignMail>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a run unless one is going; a kick during a run makes it look again when done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.runUntilIdle();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops after the batch in hand; resolves when the sender is idle. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Sends batches until nothing is pending (or the sender is stopped); never throws. */
  async runUntilIdle(): Promise<number> {
    const batch = Math.max(1, Math.min(MAX_BATCH, this.ctx.config.emailSendRatePerSecond));
    const minBatchMs = (batch * 1000) / this.ctx.config.emailSendRatePerSecond;
    let processed = 0;
    while (!this.stopped) {
      const started = performance.now();
      let done: number;
      try {
        done = await this.sendBatch(batch);
      } catch (err) {
        this.log.error({ err }, 'newsletter batch failed; it is retried on the next run');
        await emailerRepository(this.ctx.database.db)
          .noteError(
            `Sending stopped by an error and is retried shortly: ${(err as Error).message}`,
          )
          .catch(() => undefined);
        return processed;
      }
      if (done === 0) break;
      processed += done;
      // Keep to the rate; the wait also hands the event loop to other requests.
      const wait = (minBatchMs * done) / batch - (performance.now() - started);
      await sleep(Math.max(0, wait), undefined, { ref: false });
    }
    return processed;
  }

  /** One transaction: claim, check unsubscribes, write the mails, count. Answers how many. */
  private async sendBatch(limit: number): Promise<number> {
    const { db } = this.ctx.database;
    const claimed = await db.transaction(async (tx) => {
      const repo = emailerRepository(tx);
      const claims = await repo.claimPending(limit);
      if (claims.length === 0) return 0;
      const missing = [...new Set(claims.map((c) => c.campaignId))].filter(
        (id) => !this.cache.has(id),
      );
      if (missing.length > 0) {
        for (const c of await repo.campaignsByIds(missing)) this.cache.set(c.id, campaignMail(c));
      }
      const unsubscribed = await repo.unsubscribedAmong([
        ...new Set(claims.map((c) => c.email.toLowerCase())),
      ]);
      const mails: Mail[] = [];
      const done = claims.map((c) => {
        const sent = !unsubscribed.has(c.email.toLowerCase());
        if (sent) {
          const m = this.cache.get(c.campaignId)!;
          mails.push(newsletterMail(this.ctx.config, this.ctx.keys, { to: c.email, ...m }));
        }
        return { id: c.id, campaignId: c.campaignId, sent };
      });
      await this.ctx.mailer.enqueue(mails, tx);
      await repo.markProcessed(done);
      await repo.clearErrors([...new Set(claims.map((c) => c.campaignId))]);
      return claims.length;
    });
    // Also after an empty claim: a process that stopped after a campaign's last batch left it.
    const finished = await emailerRepository(db).finishCompleted();
    for (const id of finished) this.cache.delete(id);
    if (claimed > 0) void this.ctx.mailer.deliverPending();
    return claimed;
  }
}
