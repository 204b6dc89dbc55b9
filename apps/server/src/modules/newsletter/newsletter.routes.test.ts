import { MESSAGES } from '@kingside/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, outboxEmails } from '../../db/schema.js';
import { unsubscribeToken } from '../../lib/newsletter.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const address = () => `reader_${crypto.randomUUID().slice(0, 8)}@example.com`;
const contactOf = async (email: string) =>
  (
    await t.ctx.database.db
      .select()
      .from(contacts)
      .where(sql`lower(${contacts.email}) = lower(${email})`)
  )[0];

describe('newsletter', () => {
  it('subscribes an address and sends a mail with a signed unsubscribe link and one-click headers', async () => {
    const email = address();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: { email, unsubscribe: false },
    });
    expect(res.json()).toEqual({ message: MESSAGES.subscribed });
    expect((await contactOf(email))?.unsubscribe).toBe(false);

    const [mail] = await t.ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email));
    const token = unsubscribeToken(t.ctx.keys.current().secret, email);
    expect(mail?.text).toContain(
      `http://kingside.test/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`,
    );
    const headers = JSON.parse(mail!.headers!);
    expect(headers['List-Unsubscribe']).toBe(
      `<http://kingside.test/api/unsubscribe/oneClick?email=${encodeURIComponent(email)}&token=${token}>`,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('refuses a malformed address with 400 and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload: { email: 'not@mail' },
    });
    expect(res.statusCode).toBe(400);
    expect(await contactOf('not@mail')).toBeUndefined();
  });

  it('unsubscribes from the page with or without the link token, in any letter case', async () => {
    const email = address();
    await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { email: email.toUpperCase(), unsubscribe: true },
    });
    expect(res.json()).toEqual({ message: MESSAGES.unsubscribed });
    expect((await contactOf(email))?.unsubscribe).toBe(true);
  });

  it('answers the same for an address it never had, and keeps it suppressed', async () => {
    const email = address();
    const res = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { email } });
    expect(res.json()).toEqual({ message: MESSAGES.unsubscribed });
    expect((await contactOf(email))?.unsubscribe).toBe(true);
  });

  it('refuses a token that does not match the address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: {
        email: address(),
        token: unsubscribeToken(t.ctx.keys.current().secret, 'someone@else.com'),
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('unsubscribes with one click from the List-Unsubscribe header, without logging in', async () => {
    const email = address();
    await t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } });
    const query = new URLSearchParams({
      email,
      token: unsubscribeToken(t.ctx.keys.current().secret, email),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/oneClick?${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await contactOf(email))?.unsubscribe).toBe(true);

    const forged = new URLSearchParams({ email, token: 'forged' });
    const bad = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/oneClick?${forged}` });
    expect(bad.statusCode).toBe(400);
  });
});
