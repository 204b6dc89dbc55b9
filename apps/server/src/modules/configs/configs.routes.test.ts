import { MESSAGES } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await loginAs(t.app, 'admin', DEMO_PASSWORD));
});
afterAll(() => t.app.close());

const save = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/configs', headers: admin, payload: payload as object });
const list = async () =>
  (await t.app.inject({ url: '/api/configs', headers: admin })).json<
    { id: number; configName: string; configValue: string | null }[]
  >();

describe('config grid calls', () => {
  it('adds a row without id, changes it with its id, and deletes it', async () => {
    const name = `probe_${crypto.randomUUID().slice(0, 8)}`;
    const added = await save({ configName: name, configValue: 'one' });
    expect(added.statusCode).toBe(200);
    const row = added.json();
    expect(row).toMatchObject({ configName: name, configValue: 'one', id: expect.any(Number) });

    const changed = await save({ id: row.id, configName: name, configValue: 'two' });
    expect(changed.json()).toEqual({ id: row.id, configName: name, configValue: 'two' });
    expect((await list()).find((c) => c.id === row.id)?.configValue).toBe('two');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/configs/${row.id}`,
      headers: admin,
    });
    expect(deleted.json()).toEqual({ message: MESSAGES.deleted });
    expect((await list()).some((c) => c.id === row.id)).toBe(false);
  });

  it('requires configName and refuses a duplicate name on that field', async () => {
    const missing = await save({ configValue: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ configName: [MESSAGES.required] });

    const name = `dup_${crypto.randomUUID().slice(0, 8)}`;
    await save({ configName: name, configValue: 'a' });
    const again = await save({ configName: name, configValue: 'b' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toHaveProperty('configName');
  });

  it('answers 404 for a change or delete of a row that does not exist, changing nothing', async () => {
    const before = await list();
    expect((await save({ id: 999999, configName: 'ghost' })).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/configs/999999',
      headers: admin,
    });
    expect(del.statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('feeds the mission and album link into the club information', async () => {
    const club = (await t.app.inject({ url: '/api/club' })).json();
    expect(club.mission).toMatch(/chess/);
    expect(club.galleryAlbumUrl).toMatch(/^https:\/\//);
  });
});
