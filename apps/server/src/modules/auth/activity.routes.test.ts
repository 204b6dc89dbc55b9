import crypto from 'node:crypto';
import {
  ONLINE_WINDOW_MINUTES,
  type OnlineUserPage,
  type UserActivityPage,
} from '@kingside/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

/** A user with a unique name and a signed-in session. */
async function signedIn() {
  const tag = crypto.randomBytes(4).toString('hex');
  const user = await buildUser(t.ctx, { name: `Active ${tag}` });
  const token = await loginAs(t.app, user.username, FACTORY_PASSWORD);
  return { user, tag, token, headers: bearer(token) };
}

const activityOf = async (search: string, query = '&noOfDays=60') => {
  const res = await t.app.inject({
    url: `/api/useractivities/?search=${search}${query}`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json<UserActivityPage>();
};
const onlineOf = async (search: string) => {
  const res = await t.app.inject({ url: `/api/onlineusers?search=${search}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json<OnlineUserPage>();
};
const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/profile', headers });

describe('GET /api/useractivities/', () => {
  it("shows each user's latest login, online, with a session fingerprint and never a token", async () => {
    const { user, tag, token } = await signedIn();
    const page = await activityOf(tag);
    expect(page.total).toBe(1);
    const [row] = page.items;
    expect(row).toMatchObject({
      user: { id: user.id, username: user.username },
      lastLoginIP: '127.0.0.1',
      lastLogoutDate: null,
      online: true,
      liveSessions: 1,
    });
    expect(row!.lastSessionId).toMatch(/^[0-9a-f]{12}$/);
    // Neither the token, nor any part of it, nor the session id itself is in the answer.
    const [session] = await t.ctx.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const body = JSON.stringify(page);
    expect(body).not.toContain(session!.id);
    for (const part of token.split('.')) expect(body).not.toContain(part);
    expect(body).not.toMatch(/eyJ/);
  });

  it('shows the logout date, and not online, after the user logs out', async () => {
    const { tag, headers } = await signedIn();
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers, payload: {} });
    expect(logout.statusCode).toBe(200);
    const [row] = (await activityOf(tag)).items;
    expect(row!.online).toBe(false);
    expect(row!.lastLogoutDate).not.toBeNull();
    expect(row!.liveSessions).toBe(0);
  });

  it('leaves out logins older than noOfDays', async () => {
    const { user, tag } = await signedIn();
    await t.ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(sessions.userId, user.id));
    expect((await activityOf(tag, '&noOfDays=60')).total).toBe(1);
    const res = await t.app.inject({
      url: `/api/useractivities/?noOfDays=5&search=${tag}`,
      headers: admin,
    });
    expect(res.json<UserActivityPage>().total).toBe(0);
  });

  it('refuses a window beyond a year with a message under noOfDays', async () => {
    const res = await t.app.inject({ url: '/api/useractivities/?noOfDays=5000', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.noOfDays).toBeDefined();
  });
});

describe('GET /api/onlineusers', () => {
  it('lists a user who called the API in the last minutes, and not one idle longer', async () => {
    const { user, tag, headers } = await signedIn();
    expect((await onlineOf(tag)).items).toEqual([
      {
        user: { id: user.id, username: user.username, name: user.name, classTime: null },
        lastLoginDate: expect.any(String),
      },
    ]);
    const idle = new Date(Date.now() - (ONLINE_WINDOW_MINUTES + 1) * 60_000);
    await t.ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: idle })
      .where(eq(sessions.userId, user.id));
    expect((await onlineOf(tag)).total).toBe(0);
    // A call brings them back online: the last-seen time is rewritten once it is a minute old.
    expect((await profile(headers)).statusCode).toBe(200);
    expect((await onlineOf(tag)).total).toBe(1);
  });
});

describe('POST /api/useractivities/:id/endSessions', () => {
  it('ends the one session an admin picks by fingerprint; its token stops working at once', async () => {
    const { user, tag, headers: first } = await signedIn();
    const second = bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
    const latest = (await activityOf(tag)).items[0]!;
    expect(latest.liveSessions).toBe(2);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/useractivities/${user.id}/endSessions`,
      headers: admin,
      payload: { session: latest.lastSessionId },
    });
    expect(res.json()).toEqual({ message: 'Session ended.', ended: 1 });
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(first)).statusCode).toBe(200);
  });

  it('ends every live session of the user when the session is null', async () => {
    const { user, headers } = await signedIn();
    const other = bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/useractivities/${user.id}/endSessions`,
      headers: admin,
      payload: { session: null },
    });
    expect(res.json()).toEqual({ message: '2 sessions ended.', ended: 2 });
    expect((await profile(headers)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for a malformed fingerprint', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/useractivities/999999/endSessions',
      headers: admin,
      payload: { session: null },
    });
    expect(missing.statusCode).toBe(404);
    const { user } = await signedIn();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/useractivities/${user.id}/endSessions`,
      headers: admin,
      payload: { session: 'not-a-fingerprint' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.session).toEqual(['Choose a session from the list.']);
  });
});
