import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { buildTestApp } from '../test/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Kingside</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(root, 'assets', 'app-1234.js'), 'console.log("hi")');
  const { ctx, app: plain } = await buildTestApp();
  await plain.close();
  app = await buildApp(ctx, { webRoot: root });
});
afterAll(() => app.close());

describe('serving the web app', () => {
  it('answers any app route with index.html, never cached', async () => {
    const res = await app.inject({ url: '/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('gzips a page for a browser that takes gzip, and only for one', async () => {
    const zipped = await app.inject({
      url: '/profile',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toContain('<div id="root">');
    const refused = await app.inject({
      url: '/profile',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and sends a content security policy', async () => {
    const res = await app.inject({ url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
  });

  it('answers a form posted to a page (before the app loaded, or with JavaScript off) with the page again', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login?next=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ann&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login');
    // Never elsewhere: an address starting with two slashes would leave the site.
    const away = await app.inject({ method: 'POST', url: '//evil.example/x' });
    expect(away.headers.location).toBe('/');
    // The API keeps its own answers.
    const api = await app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
