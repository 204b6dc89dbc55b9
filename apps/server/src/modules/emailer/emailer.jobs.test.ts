import crypto from 'node:crypto';
import type { EmailCampaignDetail, EmailSendResponse } from '@kingside/shared';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaignRecipients, outboxEmails } from '../../db/schema.js';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';
import { NewsletterSender } from './emailer.jobs.js';

/** Fast enough that 2,000 recipients take about two seconds here. */
const RATE = 1_000;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ emailSendRatePerSecond: RATE });
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const readers = (n: number) => {
  const run = crypto.randomBytes(4).toString('hex');
  return Array.from({ length: n }, (_, i) => `reader${i}_${run}@example.com`);
};

const send = async (bcc: string[], subject: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/emails',
    headers: admin,
    payload: { bcc: bcc.join(', '), sub: subject, msg: '<p>Round one starts at 9.</p>' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<EmailSendResponse>().campaign!;
};

/** How many outbox mails each address of a subject got. */
async function mailsPerAddress(subject: string): Promise<Map<string, number>> {
  const rows = await t.ctx.database.db
    .select({ to: outboxEmails.to, n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(eq(outboxEmails.subject, subject))
    .groupBy(outboxEmails.to);
  return new Map(rows.map((r) => [r.to, r.n]));
}

const campaign = async (id: number) =>
  (
    await t.app.inject({ url: `/api/emails/campaigns/${id}`, headers: admin })
  ).json<EmailCampaignDetail>();

describe('the background newsletter sender', () => {
  it('answers a send to 2,000 at once and then writes all 2,000 mails in the background', async () => {
    const bcc = readers(2_000);
    const subject = `Big list ${crypto.randomUUID()}`;
    const started = performance.now();
    const created = await send(bcc, subject);
    const answeredMs = performance.now() - started;
    expect(created).toMatchObject({ status: 'sending', total: 2_000, sent: 0 });
    // The request did not wait for the mails: most are still to be written.
    const early = [...(await mailsPerAddress(subject)).values()].length;
    expect(early).toBeLessThan(2_000);
    expect(answeredMs).toBeLessThan(5_000);

    // What a running server's job runner does after a send (the tests run none of their own).
    const draining = t.app.jobs.drain(['emailer.newsletter']);
    const deadline = Date.now() + 30_000;
    let progress = await campaign(created.id);
    while (progress.status === 'sending' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      progress = await campaign(created.id);
    }
    await draining;
    expect(progress).toMatchObject({ status: 'done', total: 2_000, sent: 2_000, skipped: 0 });
    const perAddress = await mailsPerAddress(subject);
    expect(perAddress.size).toBe(2_000);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
  }, 40_000);

  it('never sends one recipient twice when two senders run at once', async () => {
    await t.app.newsletter.stop();
    const bcc = readers(450);
    const subject = `Two senders ${crypto.randomUUID()}`;
    const created = await send(bcc, subject);
    const log = pino({ level: 'silent' });
    const [a, b] = [new NewsletterSender(t.ctx, log), new NewsletterSender(t.ctx, log)];
    const [byA, byB] = await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect(byA + byB).toBe(450);

    const perAddress = await mailsPerAddress(subject);
    expect(perAddress.size).toBe(450);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    expect(await campaign(created.id)).toMatchObject({ status: 'done', sent: 450 });
  });

  it('picks up the recipients a stopped server left pending when the next one starts', async () => {
    // The first app's sender is stopped (previous test): this campaign stays pending.
    const bcc = readers(30);
    const subject = `After restart ${crypto.randomUUID()}`;
    const created = await send(bcc, subject);
    const pending = await t.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, created.id));
    expect(pending[0]!.n).toBe(30);
    expect((await mailsPerAddress(subject)).size).toBe(0);

    const next = await buildTestApp({ emailSendRatePerSecond: RATE });
    try {
      // The next server's runner finds the newsletter job due at its start.
      const draining = next.app.jobs.drain(['emailer.newsletter']);
      const deadline = Date.now() + 10_000;
      while ((await campaign(created.id)).status === 'sending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await draining;
      expect(await campaign(created.id)).toMatchObject({ status: 'done', sent: 30 });
      expect((await mailsPerAddress(subject)).size).toBe(30);
    } finally {
      await next.app.close();
    }
  });
});
