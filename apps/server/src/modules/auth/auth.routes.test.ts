import { MESSAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../lib/jwt.js';
import {
  bearer,
  buildTestApp,
  buildUser,
  DEMO_PASSWORD,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher.js';
import { SECRET_PLACEHOLDER } from '../../lib/mailer.js';

let t: TestApp;
let adminToken: string;
/** The recipients' mailboxes: reset links reach only them. */
let mailbox: MailCatcher;

beforeAll(async () => {
  mailbox = await startMailCatcher();
  t = await buildTestApp({ smtpUrl: mailbox.smtpUrl });
  adminToken = await loginAs(t.app, 'admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await t.app.close();
  await t.ctx.mailer.settled();
  t.ctx.mailer.close();
  await mailbox.close();
});

/** The reset token in the newest mail the user's mailbox got. */
async function mailedResetToken(email: string): Promise<string> {
  const mail = await mailbox.waitFor(email);
  const link = /http:\/\/kingside\.test\/resetPassword\/([\w-]+)/.exec(mail.text);
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link[1]!;
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The e-mails sent to one address, newest first, read as an admin would. */
async function mailsTo(address: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/outbox',
    headers: bearer(adminToken),
  });
  return res
    .json<{ to: string; subject: string; text: string }[]>()
    .filter((m) => m.to === address);
}

describe('POST /api/authenticate', () => {
  it('refuses missing fields with the spec message and 400', async () => {
    const res = await post('/api/authenticate', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { username: [MESSAGES.required], password: [MESSAGES.required] },
    });
  });

  it('answers the login result for a demo account, whatever the username case', async () => {
    const res = await post('/api/authenticate', { username: 'Student', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tokenType: 'Bearer', username: 'student', roles: ['student'] });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Default lifetime: 8 hours.
    expect(body.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(8 * 3600 - 60);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await post('/api/authenticate', { username: 'student', password: 'nope-nope' });
    const unknown = await post('/api/authenticate', {
      username: 'nobody-here',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
  });

  it('refuses a disabled account', async () => {
    const user = await buildUser(t.ctx, { disabled: true });
    const res = await post('/api/authenticate', {
      username: user.username,
      password: FACTORY_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('tokens and logout', () => {
  it('revokes the token on logout, so it gets 401 afterwards', async () => {
    const token = await loginAs(t.app, 'coach', DEMO_PASSWORD);
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const out = await post('/api/logout', { accessToken: token }, bearer(token));
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('refuses an expired, a tampered and a foreign-signed token', async () => {
    const user = await buildUser(t.ctx);
    const now = Math.floor(Date.now() / 1000);
    const expired = signToken(
      { sub: user.id, sid: crypto.randomUUID(), iat: now - 100, exp: now - 1 },
      t.ctx.keys.current(),
    );
    const good = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    const [h, p] = good.split('.');
    const tampered = `${h}.${p}.AAAA`;
    const foreign = signToken(
      { sub: user.id, sid: crypto.randomUUID(), iat: now, exp: now + 60 },
      { kid: t.ctx.keys.current().kid, secret: 'x'.repeat(40) },
    );
    for (const token of [expired, tampered, foreign, 'garbage']) {
      const res = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('ends the sessions of a user an admin disables', async () => {
    const user = await buildUser(t.ctx);
    const token = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    await t.ctx.database.db.execute(
      (await import('drizzle-orm')).sql`update users set disabled = true where id = ${user.id}`,
    );
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/register', () => {
  const valid = () => {
    const n = crypto.randomUUID().slice(0, 8);
    return {
      username: `new_${n}`,
      email: `parent_${n}@example.com`,
      password: 'secret1',
      name: 'Pat Parent',
      phoneNumber: '',
      registerFor: 'groupClass',
    };
  };

  it('refuses bad input with every field message and creates nothing', async () => {
    const res = await post('/api/register', {
      username: 'ab',
      email: 'not-mail',
      password: '123',
      name: ' ',
      registerFor: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      username: [MESSAGES.usernameLength],
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.passwordLength],
      name: [MESSAGES.required],
    });
    expect((await post('/api/authenticate', { username: 'ab', password: '123' })).statusCode).toBe(
      401,
    );
  });

  it('creates an account with no member role that can log in, and sends a welcome e-mail', async () => {
    const body = valid();
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.registered });
    const login = await post('/api/authenticate', {
      username: body.username,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().roles).toEqual([]);
    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toMatch(/Welcome/);
    expect(mail?.text).toContain(body.username);
  });

  it('refuses a username that is taken, in any letter case', async () => {
    const body = valid();
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const again = await post('/api/register', {
      ...valid(),
      username: body.username.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fieldErrors: { username: [MESSAGES.usernameTaken] },
    });
  });

  it('stores HTML in a name as plain text', async () => {
    const body = { ...valid(), name: '<b>Bold</b>' };
    await post('/api/register', body);
    const token = await loginAs(t.app, body.username, body.password);
    const profile = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    expect(profile.json().name).toBe('<b>Bold</b>');
  });
});

describe('forgot username and password', () => {
  it('e-mails every username registered with an address', async () => {
    const email = `family_${crypto.randomUUID().slice(0, 8)}@example.com`;
    const a = await buildUser(t.ctx, { email });
    const b = await buildUser(t.ctx, { email });
    const res = await post('/api/forgotUsername', { email: email.toUpperCase() });
    expect(res.json()).toEqual({ message: MESSAGES.emailSent });
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(a.username);
    expect(mail?.text).toContain(b.username);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = `ghost_${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await post('/api/forgotUsername', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.emailSent });
    const reset = await post('/api/forgotPassword', { username: 'nobody-at-all', email });
    expect(reset.json()).toEqual({ message: MESSAGES.emailSent });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('resets a password once with the mailed link and ends the old sessions', async () => {
    const user = await buildUser(t.ctx);
    const oldToken = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    await post('/api/forgotPassword', { username: user.username, email: user.email });
    const token = await mailedResetToken(user.email);

    const res = await post('/api/resetPassword', { token, password: 'brand-new-1' });
    expect(res.json()).toEqual({ message: MESSAGES.passwordReset });
    expect(
      (await t.app.inject({ url: '/api/profile', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    await loginAs(t.app, user.username, 'brand-new-1');

    const again = await post('/api/resetPassword', { token, password: 'another-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'INVALID_TOKEN', message: MESSAGES.resetTokenInvalid });
  });

  it('refuses an expired reset token', async () => {
    const user = await buildUser(t.ctx);
    await post('/api/forgotPassword', { username: user.username, email: user.email });
    const { sql } = await import('drizzle-orm');
    await t.ctx.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`,
    );
    const token = await mailedResetToken(user.email);
    expect((await post('/api/resetPassword', { token, password: 'brand-new-1' })).statusCode).toBe(
      400,
    );
  });

  it('sends no reset link when the e-mail does not match the username', async () => {
    const user = await buildUser(t.ctx);
    const other = `other_${crypto.randomUUID().slice(0, 8)}@example.com`;
    await post('/api/forgotPassword', { username: user.username, email: other });
    expect(await mailsTo(other)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe('POST /api/changepassword', () => {
  it('refuses a wrong current password on its field', async () => {
    const user = await buildUser(t.ctx);
    const token = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    const res = await post(
      '/api/changepassword',
      { currentPassword: 'wrong', password: 'newpass1' },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ currentPassword: [MESSAGES.currentPasswordWrong] });
    await loginAs(t.app, user.username, FACTORY_PASSWORD);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await buildUser(t.ctx);
    const here = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    const elsewhere = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    const res = await post(
      '/api/changepassword',
      { currentPassword: FACTORY_PASSWORD, password: 'newpass1' },
      bearer(here),
    );
    expect(res.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(here) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: '/api/profile', headers: bearer(elsewhere) })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/authenticate', { username: user.username, password: FACTORY_PASSWORD }))
        .statusCode,
    ).toBe(401);
    await loginAs(t.app, user.username, 'newpass1');
  });
});

describe('admin password calls', () => {
  it("sets a user's password by id and by username", async () => {
    const user = await buildUser(t.ctx);
    const byId = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}/updatePassword`,
      payload: { password: 'by-id-1' },
      headers: bearer(adminToken),
    });
    expect(byId.json()).toEqual({ message: MESSAGES.passwordReset });
    await loginAs(t.app, user.username, 'by-id-1');
    const byName = await post(
      '/api/users/changepassword/admin',
      { username: user.username, password: 'by-name-1' },
      bearer(adminToken),
    );
    expect(byName.statusCode).toBe(200);
    await loginAs(t.app, user.username, 'by-name-1');
  });

  it('answers 404 for an unknown user and 400 for a short password', async () => {
    const missing = await post(
      '/api/users/changepassword/admin',
      { username: 'no-such-user', password: 'abcdef' },
      bearer(adminToken),
    );
    expect(missing.statusCode).toBe(404);
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/user/1/updatePassword',
      payload: { password: '1' },
      headers: bearer(adminToken),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ password: [MESSAGES.passwordLength] });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after too many attempts from one IP, per window', async () => {
    const limited = await buildTestApp({
      rateLimits: { perIp: 3, perAccount: 100, windowSeconds: 600, failureDelayMs: 0 },
    });
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/forgotUsername',
        payload: { email: 'x@example.com' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await limited.app.close();
  });

  it('limits failed logins per username without locking out other accounts', async () => {
    const limited = await buildTestApp({
      rateLimits: { perIp: 1000, perAccount: 2, windowSeconds: 600, failureDelayMs: 0 },
    });
    const user = await buildUser(t.ctx);
    const login = (password: string, username = user.username) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username, password },
        remoteAddress: '10.20.0.1',
      });
    expect((await login('bad-1')).statusCode).toBe(401);
    expect((await login('bad-2')).statusCode).toBe(401);
    expect((await login(FACTORY_PASSWORD)).statusCode).toBe(429);
    expect((await login(DEMO_PASSWORD, 'elite')).statusCode).toBe(200);
    await limited.app.close();
  });

  it('lets the owner log in from another address while a stranger guesses the password', async () => {
    const limited = await buildTestApp({
      rateLimits: { perIp: 1000, perAccount: 10, windowSeconds: 600, failureDelayMs: 0 },
    });
    const user = await buildUser(t.ctx, { roles: ['admin'] });
    const login = (password: string, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: user.username, password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++)
      expect((await login(`guess-${i}`, '203.0.113.9')).statusCode).toBe(401);
    expect((await login('guess-10', '203.0.113.9')).statusCode).toBe(429);
    // Guesses from a second address of the stranger's are counted for that address alone.
    expect((await login('guess-11', '203.0.113.10')).statusCode).toBe(401);
    expect((await login(FACTORY_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    await limited.app.close();
  });

  it('slows down an address that keeps failing, doubling the wait, and not the others', async () => {
    const limited = await buildTestApp({
      rateLimits: { perIp: 1000, perAccount: 10, windowSeconds: 600, failureDelayMs: 150 },
    });
    const user = await buildUser(t.ctx);
    const timed = async (password: string, remoteAddress: string) => {
      const started = performance.now();
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: user.username, password },
        remoteAddress,
      });
      return { status: res.statusCode, ms: performance.now() - started };
    };
    await timed('bad-1', '192.0.2.1');
    await timed('bad-2', '192.0.2.1');
    // Two failures: the third attempt from that address waits 150 × 2 ms before being checked.
    expect((await timed('bad-3', '192.0.2.1')).ms).toBeGreaterThanOrEqual(300);
    const owner = await timed(FACTORY_PASSWORD, '192.0.2.2');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(300);
    await limited.app.close();
  });

  it('limits guesses at the current password when changing it', async () => {
    const limited = await buildTestApp({
      rateLimits: { perIp: 1000, perAccount: 3, windowSeconds: 600, failureDelayMs: 0 },
    });
    const user = await buildUser(t.ctx);
    const token = await loginAs(limited.app, user.username, FACTORY_PASSWORD);
    const change = (currentPassword: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/changepassword',
        payload: { currentPassword, password: 'a-new-password' },
        headers: bearer(token),
      });
    for (let i = 0; i < 3; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    const blocked = await change(FACTORY_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await limited.app.close();
  });
});

describe('reset links', () => {
  it('keep no usable link in the outbox: admins see the mail with the link withheld', async () => {
    const user = await buildUser(t.ctx);
    await post('/api/forgotPassword', { username: user.username, email: user.email });
    const token = await mailedResetToken(user.email);
    const [stored] = await mailsTo(user.email);
    expect(stored?.text).toContain(SECRET_PLACEHOLDER);
    expect(stored?.text).not.toContain(token);
    const { sql } = await import('drizzle-orm');
    const rows = await t.ctx.database.db.execute(
      sql`select text, html, headers from outbox_emails where "to" = ${user.email}`,
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('stop working when a newer link is issued', async () => {
    const user = await buildUser(t.ctx);
    await post('/api/forgotPassword', { username: user.username, email: user.email });
    const first = await mailedResetToken(user.email);
    await post('/api/forgotPassword', { username: user.username, email: user.email });
    await expect.poll(async () => mailedResetToken(user.email)).not.toBe(first);
    const second = await mailedResetToken(user.email);
    expect(
      (await post('/api/resetPassword', { token: first, password: 'pass-one-1' })).json(),
    ).toEqual({ code: 'INVALID_TOKEN', message: MESSAGES.resetTokenInvalid });
    expect(
      (await post('/api/resetPassword', { token: second, password: 'pass-two-2' })).statusCode,
    ).toBe(200);
  });

  it('stop working once the password changes by another path', async () => {
    const user = await buildUser(t.ctx);
    await post('/api/forgotPassword', { username: user.username, email: user.email });
    const token = await mailedResetToken(user.email);
    const session = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    const changed = await post(
      '/api/changepassword',
      { currentPassword: FACTORY_PASSWORD, password: 'changed-by-owner' },
      bearer(session),
    );
    expect(changed.statusCode).toBe(200);
    const res = await post('/api/resetPassword', { token, password: 'taken-over-1' });
    expect(res.statusCode).toBe(400);
    await loginAs(t.app, user.username, 'changed-by-owner');

    const other = await buildUser(t.ctx);
    await post('/api/forgotPassword', { username: other.username, email: other.email });
    const otherToken = await mailedResetToken(other.email);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${other.id}/updatePassword`,
      payload: { password: 'set-by-admin' },
      headers: bearer(adminToken),
    });
    expect(
      (await post('/api/resetPassword', { token: otherToken, password: 'x-y-z-1' })).statusCode,
    ).toBe(400);
  });
});
