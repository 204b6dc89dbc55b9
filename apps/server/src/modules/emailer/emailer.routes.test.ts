import crypto from 'node:crypto';
import {
  MESSAGES,
  type EmailCampaign,
  type EmailCampaignDetail,
  type EmailCampaignPage,
  type EmailSendInput,
  type EmailSendResponse,
  type SubscribersResponse,
} from '@kingside/shared';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, outboxEmails } from '../../db/schema.js';
import { unsubscribeToken } from '../../lib/newsletter.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { NewsletterSender } from './emailer.jobs.js';

let t: TestApp;
let admin: Record<string, string>;
/** Sends what the tests post, when they say so (the app's own sender is stopped). */
let sender: NewsletterSender;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.newsletter.stop();
  sender = new NewsletterSender(t.ctx, pino({ level: 'silent' }));
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const tag = () => crypto.randomBytes(4).toString('hex');
const address = (name: string) => `${name}_${tag()}@example.com`;

const post = (payload: Partial<EmailSendInput> | Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/emails', headers, payload });

async function addContact(email: string, unsubscribe = false) {
  await t.ctx.database.db.insert(contacts).values({ email, unsubscribe });
}

const mailsTo = (emails: string[]) =>
  t.ctx.database.db.select().from(outboxEmails).where(inArray(outboxEmails.to, emails));

const mailsWithSubject = (subject: string) =>
  t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.subject, subject));

describe('POST /api/emails refuses', () => {
  it('a blank subject with "Please enter the required field" under sub, sending nothing', async () => {
    const subject = '   ';
    const res = await post({ to: address('to'), sub: subject, msg: '<p>Hello</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.sub).toEqual([MESSAGES.pleaseEnterTheRequiredField]);
  });

  it('a missing message, and one that is empty once sanitized', async () => {
    const missing = await post({ to: address('to'), sub: 'Hi' });
    expect(missing.json().fieldErrors.msg).toEqual([MESSAGES.pleaseEnterTheRequiredField]);
    const empty = await post({ to: address('to'), sub: 'Hi', msg: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.msg).toEqual([MESSAGES.pleaseEnterTheRequiredField]);
  });

  it('a bad address, naming it under its field', async () => {
    const good = address('good');
    const res = await post({ bcc: `${good};\nnot-an-address, x@y.org`, sub: 'Hi', msg: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.bcc).toEqual(['"not-an-address" is not a valid email address.']);
  });

  it('a message without any recipient', async () => {
    const res = await post({ sub: 'Hi', msg: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.to).toBeDefined();
  });

  it('a caller who is not an admin', async () => {
    const coach = await buildUser(t.ctx, { roles: ['coach'] });
    const headers = bearer(await loginAs(t.app, coach.username, FACTORY_PASSWORD));
    const res = await post({ to: address('to'), sub: 'Hi', msg: 'Hello' }, headers);
    expect(res.statusCode).toBe(403);
    const subscribers = await t.app.inject({ url: '/api/subscribers', headers });
    expect(subscribers.statusCode).toBe(403);
  });

  it('more sends than an admin may make in an hour, with 429', async () => {
    const other = await buildUser(t.ctx, { roles: ['admin'] });
    const headers = bearer(await loginAs(t.app, other.username, FACTORY_PASSWORD));
    await t.ctx.rateLimits.increment(`emailer:${other.id}`, 3600);
    for (let i = 0; i < 29; i++) await t.ctx.rateLimits.increment(`emailer:${other.id}`, 3600);
    const res = await post({ to: address('to'), sub: 'Hi', msg: 'Hello' }, headers);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/emails sends', () => {
  it('one ordinary message to To and CC with "Email Sent!!", the HTML sanitized', async () => {
    const to = address('to');
    const cc = address('cc');
    const subject = `Club news ${tag()}`;
    const res = await post({
      to,
      cc,
      sub: subject,
      msg:
        '<p onclick="steal()">Hello <b>members</b><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a> ' +
        '<a href="https://kingside.example/camp">camp</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EmailSendResponse>()).toEqual({
      message: MESSAGES.emailerSent,
      campaign: null,
    });

    const [mail, ...more] = await mailsWithSubject(subject);
    expect(more).toEqual([]);
    expect(mail!.to).toBe(to);
    expect(JSON.parse(mail!.headers!)).toEqual({ Cc: cc });
    expect(mail!.html).toContain('<b>members</b>');
    expect(mail!.html).toContain(
      '<a href="https://kingside.example/camp" rel="noopener noreferrer">camp</a>',
    );
    expect(mail!.html).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(mail!.text).toContain('Hello members');
    expect(mail!.text).toContain('camp (https://kingside.example/camp)');
    expect(mail!.text).not.toMatch(/<|alert/);
  });

  it('plain text as typed when mimeFormat is text/plain', async () => {
    const to = address('plain');
    const subject = `Plain ${tag()}`;
    const res = await post({
      to,
      sub: subject,
      msg: 'Line <one>\nLine two',
      mimeFormat: 'text/plain',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsWithSubject(subject);
    expect(mail!.text).toBe('Line <one>\nLine two');
    expect(mail!.html).toBeNull();
  });
});

describe('GET /api/subscribers', () => {
  it('answers the BCC text: contacts and users subscribed, once each, without unsubscribed or disabled', async () => {
    const contact = address('contact');
    const member = address('member');
    const both = address('both');
    const goneContact = address('gone_contact');
    const goneUser = address('gone_user');
    const disabled = address('disabled');
    await addContact(contact);
    await addContact(both);
    await addContact(goneContact, true);
    await buildUser(t.ctx, { email: member });
    await buildUser(t.ctx, { email: both.toUpperCase() });
    await buildUser(t.ctx, { email: goneUser, unsubscribe: true });
    await buildUser(t.ctx, { email: disabled, disabled: true });
    // Unsubscribed as a contact: the account with the same address gets nothing either.
    const suppressed = address('suppressed');
    await addContact(suppressed, true);
    await buildUser(t.ctx, { email: suppressed });

    const res = await t.app.inject({ url: '/api/subscribers', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json<SubscribersResponse>();
    const listed = body.bcc.split(', ').map((a) => a.toLowerCase());
    expect(body.count).toBe(listed.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining([contact, member, both]));
    for (const absent of [goneContact, goneUser, disabled, suppressed])
      expect(listed).not.toContain(absent);
    expect(res.body).not.toMatch(/token|password/i);
  });
});

describe('the newsletter to BCC', () => {
  it('answers at once with the campaign sending, then writes one mail per recipient with their own unsubscribe link', async () => {
    const readers = [address('reader'), address('reader'), address('reader')];
    const goneContact = address('gone_contact');
    const goneUser = address('gone_user');
    await addContact(goneContact, true);
    await buildUser(t.ctx, { email: goneUser, unsubscribe: true });
    const subject = `Newsletter ${tag()}`;
    const res = await post({
      // The same reader twice, in another letter case, is one recipient.
      bcc: [...readers, readers[0]!.toUpperCase(), goneContact, goneUser].join('\n'),
      sub: subject,
      msg: '<p>Tournament on <strong>Saturday</strong></p>',
    });
    expect(res.statusCode).toBe(200);
    const { message, campaign } = res.json<EmailSendResponse>();
    expect(message).toBe(MESSAGES.emailerSent);
    expect(campaign).toMatchObject({
      status: 'sending',
      total: 5,
      sent: 0,
      skipped: 0,
      createdBy: 'admin',
    });
    expect(await mailsWithSubject(subject)).toEqual([]);

    await sender.runUntilIdle();

    const mails = await mailsWithSubject(subject);
    expect(mails.map((m) => m.to).sort()).toEqual([...readers].sort());
    for (const mail of mails) {
      const query = new URLSearchParams({
        email: mail.to,
        token: unsubscribeToken(t.ctx.keys.current().secret, mail.to),
      });
      expect(mail.text).toContain(`http://kingside.test/unsubscribe?${query}`);
      expect(mail.text).toContain('Tournament on Saturday');
      expect(mail.html).toContain('<strong>Saturday</strong>');
      expect(mail.html).toContain(
        `href="http://kingside.test/unsubscribe?${query.toString().replace(/&/g, '&amp;')}"`,
      );
      expect(JSON.parse(mail.headers!)).toEqual({
        'List-Unsubscribe': `<http://kingside.test/api/unsubscribe/oneClick?${query}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }

    const detail = await t.app.inject({
      url: `/api/emails/campaigns/${campaign!.id}`,
      headers: admin,
    });
    expect(detail.json<EmailCampaignDetail>()).toMatchObject({
      id: campaign!.id,
      status: 'done',
      total: 5,
      sent: 3,
      skipped: 2,
      body: '<p>Tournament on <strong>Saturday</strong></p>',
    });
    expect(detail.json<EmailCampaignDetail>().finishedAt).not.toBeNull();
  });

  it('skips a recipient who unsubscribed after the send was made, before their turn', async () => {
    const stays = address('stays');
    const leaves = address('leaves');
    const subject = `Late unsubscribe ${tag()}`;
    await post({ bcc: `${stays}, ${leaves}`, sub: subject, msg: 'News' });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { email: leaves.toUpperCase(), unsubscribe: true },
    });
    expect(off.statusCode).toBe(200);
    await sender.runUntilIdle();
    expect((await mailsWithSubject(subject)).map((m) => m.to)).toEqual([stays]);
  });

  it('sends one mail to an address that is both a contact and a user (Get All Subscribers)', async () => {
    const both = address('both');
    await addContact(both);
    await buildUser(t.ctx, { email: both.toUpperCase() });
    const { bcc } = (
      await t.app.inject({ url: '/api/subscribers', headers: admin })
    ).json<SubscribersResponse>();
    const subject = `Everyone ${tag()}`;
    const res = await post({ bcc, sub: subject, msg: 'Hello all' });
    expect(res.statusCode).toBe(200);
    await sender.runUntilIdle();
    const mine = (await mailsWithSubject(subject)).filter((m) => m.to.toLowerCase() === both);
    expect(mine).toHaveLength(1);
  });

  it('gives a To address its ordinary message only, not a second one as BCC', async () => {
    const reader = address('reader');
    const subject = `Overlap ${tag()}`;
    const res = await post({ to: reader, bcc: reader.toUpperCase(), sub: subject, msg: 'Hi' });
    expect(res.json<EmailSendResponse>().campaign).toBeNull();
    expect(await mailsTo([reader])).toHaveLength(1);
  });
});

describe('GET /api/emails/campaigns', () => {
  it('pages the campaigns newest first, and answers 404 for one that does not exist', async () => {
    for (let i = 0; i < 2; i++) await post({ bcc: address('paged'), sub: `Paged ${i}`, msg: 'Hi' });
    const res = await t.app.inject({ url: '/api/emails/campaigns?size=2', headers: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json<EmailCampaignPage>();
    expect(page.items.map((c: EmailCampaign) => c.subject)).toEqual(['Paged 1', 'Paged 0']);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page).toMatchObject({ page: 0, size: 2 });
    const missing = await t.app.inject({ url: '/api/emails/campaigns/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    const tooBig = await t.app.inject({ url: '/api/emails/campaigns?size=1000', headers: admin });
    expect(tooBig.statusCode).toBe(400);
  });

  it('never answers a usable token: no unsubscribe signature, no session', async () => {
    const reader = address('secret');
    const sent = await post({ bcc: reader, sub: `Secrets ${tag()}`, msg: 'Hi' });
    await sender.runUntilIdle();
    const token = unsubscribeToken(t.ctx.keys.current().secret, reader);
    const list = await t.app.inject({ url: '/api/emails/campaigns', headers: admin });
    const detail = await t.app.inject({
      url: `/api/emails/campaigns/${sent.json<EmailSendResponse>().campaign!.id}`,
      headers: admin,
    });
    for (const body of [sent.body, list.body, detail.body]) {
      expect(body).not.toContain(token);
      expect(body).not.toMatch(/token|eyJ/);
    }
  });
});
