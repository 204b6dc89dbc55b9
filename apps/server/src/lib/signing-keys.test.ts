import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  buildUser,
  FACTORY_PASSWORD,
  getDatabase,
  loginAs,
  type TestApp,
} from '../test/helpers.js';
import { tokenKeyId } from './jwt.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './newsletter.js';
import { databaseKeyRing, rotateSigningKey, type KeyRing } from './signing-keys.js';

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-keys-'));

/** Two servers as two machines would run them: one database, each its own data directory. */
let a: TestApp;
let b: TestApp;
const rings: KeyRing[] = [];

beforeAll(async () => {
  const { db } = await getDatabase();
  for (const dir of [tmpDir(), tmpDir()]) rings.push(await databaseKeyRing(db, dir));
  a = await buildTestApp({ jwtSecret: undefined }, {}, { keys: rings[0]! });
  b = await buildTestApp({ jwtSecret: undefined }, {}, { keys: rings[1]! });
});
afterAll(async () => {
  for (const ring of rings) ring.close();
  await a.app.close();
  await b.app.close();
});

const profile = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/profile', headers: bearer(token) });

describe('token signing keys in the database', () => {
  it('are the same for two servers with separate data directories, so a token works on both', async () => {
    const user = await buildUser(a.ctx);
    const token = await loginAs(a.app, user.username, FACTORY_PASSWORD);
    expect((await profile(b, token)).statusCode).toBe(200);
    expect(rings[0]!.current().secret).toBe(rings[1]!.current().secret);
  });

  it('rotate: new tokens use the new key on every server, old tokens work until the old key retires', async () => {
    const user = await buildUser(a.ctx);
    const before = await loginAs(a.app, user.username, FACTORY_PASSWORD);
    const oldKid = tokenKeyId(before)!;
    const { db } = await getDatabase();
    const newKid = await rotateSigningKey(db, 3600);
    expect((await profile(a, before)).statusCode).toBe(200);
    const fresh = await databaseKeyRing(db, null);
    rings.push(fresh);
    expect(fresh.current().kid).toBe(newKid);
    const c = await buildTestApp({ jwtSecret: undefined }, {}, { keys: fresh });
    const signedNew = await loginAs(c.app, user.username, FACTORY_PASSWORD);
    expect(tokenKeyId(signedNew)).toBe(newKid);
    // Server b has not reloaded yet: the unknown kid makes it read the keys again.
    expect((await profile(b, signedNew)).statusCode).toBe(200);
    expect((await profile(c, before)).statusCode).toBe(200);
    // Once retired, the old key verifies nothing.
    expect(await fresh.find(oldKid, new Date(Date.now() + 3601_000))).toBeUndefined();
    expect(await fresh.find(newKid, new Date(Date.now() + 3601_000))).toBeDefined();
    await c.app.close();
  });

  it('keep newsletter unsubscribe links valid after a rotation', async () => {
    const { db } = await getDatabase();
    const ring = await databaseKeyRing(db, null);
    rings.push(ring);
    const token = unsubscribeToken(ring.all()[0]!.secret, 'reader@example.com');
    await rotateSigningKey(db, 3600);
    const later = await databaseKeyRing(db, null);
    rings.push(later);
    expect(verifyUnsubscribeToken(later, 'reader@example.com', token)).toBe(true);
    expect(verifyUnsubscribeToken(later, 'other@example.com', token)).toBe(false);
  });
});
