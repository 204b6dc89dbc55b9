import { MESSAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  loginAs,
  type TestApp,
} from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function session(overrides = {}) {
  const user = await buildUser(t.ctx, overrides);
  return { user, headers: bearer(await loginAs(t.app, user.username, FACTORY_PASSWORD)) };
}

describe('GET /api/profile', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
  });

  it("answers the caller's profile with roles and no password hash", async () => {
    const { user, headers } = await session({
      roles: ['student', 'elite'],
      rating: 1234,
      classTime: 'Sat 10:00',
    });
    const res = await t.app.inject({ url: '/api/profile', headers });
    expect(res.json()).toEqual({
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      phoneNumber: null,
      uscfid: null,
      chessDotComId: null,
      liChessId: null,
      rating: 1234,
      parentsName: null,
      section: null,
      classTime: 'Sat 10:00',
      roles: ['student', 'elite'],
    });
  });
});

describe('PUT /api/profile', () => {
  it('saves the editable fields and leaves roles and rating alone', async () => {
    const { headers } = await session({ roles: ['student'], rating: 900 });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: {
        name: 'New Name',
        email: 'new@example.com',
        phoneNumber: '555-0100',
        uscfid: '12345678',
        chessDotComId: 'newbie',
        liChessId: '',
        parentsName: 'Parent',
        roles: ['admin'],
        rating: 3000,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'New Name',
      email: 'new@example.com',
      phoneNumber: '555-0100',
      uscfid: '12345678',
      liChessId: null,
      roles: ['student'],
      rating: 900,
    });
  });

  it('refuses a bad e-mail and a blank name and changes nothing', async () => {
    const { user, headers } = await session();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: { name: '', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: [MESSAGES.required],
      email: [MESSAGES.invalidEmail],
    });
    const after = await t.app.inject({ url: '/api/profile', headers });
    expect(after.json()).toMatchObject({ name: user.name, email: user.email });
  });

  it('refuses a 10,000-character name', async () => {
    const { headers } = await session();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: { name: 'x'.repeat(10_000), email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('board theme preference', () => {
  it('starts at Default and keeps what the user saves', async () => {
    const { headers } = await session();
    expect((await t.app.inject({ url: '/api/preferences/boardTheme', headers })).json()).toEqual({
      boardTheme: 'Default',
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/preferences',
      headers,
      payload: { boardTheme: 'Green' },
    });
    expect(saved.json()).toEqual({ boardTheme: 'Green' });
    expect((await t.app.inject({ url: '/api/preferences/boardTheme', headers })).json()).toEqual({
      boardTheme: 'Green',
    });
  });

  it('refuses an unknown theme', async () => {
    const { headers } = await session();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/preferences',
      headers,
      payload: { boardTheme: 'Pink' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.boardTheme).toHaveLength(1);
  });
});
