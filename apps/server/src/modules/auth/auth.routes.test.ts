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

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await loginAs(t.app, 'admin', DEMO_PASSWORD);
});
afterAll(() => t.app.close());

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
      t.ctx.config.jwtSecret,
    );
    const good = await loginAs(t.app, user.username, FACTORY_PASSWORD);
    const [h, p] = good.split('.');
    const tampered = `${h}.${p}.AAAA`;
    const foreign = signToken(
      { sub: user.id, sid: crypto.randomUUID(), iat: now, exp: now + 60 },
      'x'.repeat(40),
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
    const [mail] = await mailsTo(user.email);
    const link = mail?.text.match(/http:\/\/kingside\.test\/resetPassword\/([\w-]+)/);
    expect(link).toBeTruthy();
    const token = link![1]!;

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
    const [mail] = await mailsTo(user.email);
    const token = mail!.text.match(/resetPassword\/([\w-]+)/)![1]!;
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
      rateLimits: { perIp: 3, perAccount: 100, windowSeconds: 600 },
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
      rateLimits: { perIp: 1000, perAccount: 2, windowSeconds: 600 },
    });
    const user = await buildUser(t.ctx);
    const login = (password: string, username = user.username) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username, password },
      });
    expect((await login('bad-1')).statusCode).toBe(401);
    expect((await login('bad-2')).statusCode).toBe(401);
    expect((await login(FACTORY_PASSWORD)).statusCode).toBe(429);
    expect((await login(DEMO_PASSWORD, 'elite')).statusCode).toBe(200);
    await limited.app.close();
  });
});
