import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { NewsletterSender } from './emailer.jobs.js';

/** How often each server looks for newsletter recipients still pending (a send also kicks it). */
const SENDER_INTERVAL_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The background newsletter sender (emailer.plugin.ts). */
    newsletter: NewsletterSender;
  }
}

/**
 * The emailer's background sender (`app.newsletter`): it runs when the app is ready (finishing
 * what a stopped server left pending), every 15 seconds, and right after each send; closing the
 * app stops it after the batch in hand (docs/decisions/0030).
 */
async function emailerPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const sender = new NewsletterSender(ctx, app.log);
  app.decorate('newsletter', sender);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sender.kick();
    timer = setInterval(() => void sender.kick(), SENDER_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sender.stop();
  });
}

export default fp(emailerPlugin, { name: 'emailer' });
