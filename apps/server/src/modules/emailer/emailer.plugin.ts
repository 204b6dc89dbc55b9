import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { OUTBOX_RETRY_INTERVAL_MS } from '../../lib/mailer.js';
import { NewsletterSender } from './emailer.jobs.js';

/** How often the newsletter job looks for recipients still pending (a send also runs it at once). */
const SENDER_INTERVAL_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The newsletter sender (emailer.plugin.ts), run by the `emailer.newsletter` job. */
    newsletter: NewsletterSender;
  }
}

/**
 * The e-mail jobs (docs/decisions/0030, 0052): the newsletter sender (`app.newsletter`) runs when
 * the runner starts (finishing what a stopped server left pending), every 15 seconds and right
 * after each send, and closing the app stops it after the batch in hand; the outbox's retries and
 * its pruning run beside it.
 */
async function emailerPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const sender = new NewsletterSender(ctx, app.log);
  app.decorate('newsletter', sender);
  app.jobs.register({
    kind: 'emailer.newsletter',
    every: SENDER_INTERVAL_MS,
    run: () => sender.kick(),
  });
  app.addHook('onClose', () => sender.stop());

  // The outbox (lib/mailer.ts): with SMTP, what a send could not deliver at once is retried.
  if (ctx.mailer.delivers) {
    app.jobs.register({
      kind: 'mail.outbox',
      every: OUTBOX_RETRY_INTERVAL_MS,
      run: () => ctx.mailer.deliverPending(),
    });
  }
  // Mail is personal data: what is past the retention time goes at start and then hourly.
  app.jobs.register({
    kind: 'mail.prune',
    every: 60 * 60_000,
    run: () => ctx.mailer.prune(ctx.config.outboxRetentionDays),
  });
}

export default fp(emailerPlugin, { name: 'emailer', dependencies: ['jobs'] });
