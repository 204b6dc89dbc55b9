import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { splitFullName, USCF_MESSAGES, type UscfMember } from '@kingside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const search = (query: Record<string, string>, app = t.app) =>
  app.inject({ url: `/api/uscf?${new URLSearchParams(query).toString()}` });
const byId = (id: string, app = t.app) =>
  app.inject({ url: `/api/uscf/liveRegularRating/${encodeURIComponent(id)}` });

describe('the embedded US Chess sandbox (the default)', () => {
  it('finds a member by first and last name', async () => {
    const res = await search(splitFullName('Carla  M.  Castle'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UscfMember[]>()).toEqual([
      {
        uscfId: '90000003',
        name: 'CARLA CASTLE',
        currentRating: { regularRating: 2105 },
        expirationDate: '2099-12-31',
        status: 'Active',
      },
    ]);
  });

  it('finds everyone with a last name when the first name is left out', async () => {
    const res = await search({ lastName: 'alpha' });
    expect(res.statusCode).toBe(200);
    expect(res.json<UscfMember[]>().map((m) => m.name)).toEqual([
      'ANN ALPHA',
      'IRIS ALPHA',
      'JAMES ALPHA',
    ]);
    expect((await search({ firstName: 'Nobody', lastName: 'Alpha' })).json()).toEqual([]);
  });

  it('answers a member by id with the regular rating and expiration date', async () => {
    const res = await byId('90000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uscfId: '90000001',
      name: 'ANN ALPHA',
      currentRating: { regularRating: 1850 },
      expirationDate: '2099-12-31',
      status: 'Active',
    });
  });

  it('shows an expired membership and an unrated member as such', async () => {
    expect((await byId('90000007')).json()).toMatchObject({
      name: 'GRACE GAMBIT',
      expirationDate: '2024-06-30',
      status: 'Expired',
    });
    expect((await byId('90000008')).json()).toMatchObject({
      name: 'HUGO HOLE',
      currentRating: { regularRating: null },
    });
    // A quick rating alone is no regular rating.
    expect((await byId('90000012')).json()).toMatchObject({
      currentRating: { regularRating: null },
    });
  });

  it('answers 404 for an id US Chess does not know', async () => {
    const res = await byId('12345678');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: USCF_MESSAGES.notFound });
  });

  it('refuses bad input with 400', async () => {
    for (const id of ['1234567', '123456789', 'abcdefgh']) {
      const res = await byId(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fieldErrors: { uscfId: expect.any(Array) },
      });
    }
    for (const query of [
      {},
      { firstName: 'Ann' },
      { lastName: '   ' },
      { lastName: 'x'.repeat(61) },
      { firstName: 'x'.repeat(61), lastName: 'Alpha' },
    ]) {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('answers 429 once an address has looked up too many members', async () => {
    const limited = await buildTestApp({
      rateLimits: { perIp: 2, perAccount: 100, windowSeconds: 600, failureDelayMs: 0 },
    });
    try {
      const remoteAddress = `10.18.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
      const lookUp = () =>
        limited.app.inject({ url: '/api/uscf/liveRegularRating/90000002', remoteAddress });
      expect((await lookUp()).statusCode).toBe(200);
      expect((await lookUp()).statusCode).toBe(200);
      const blocked = await lookUp();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      const searchBlocked = await limited.app.inject({
        url: '/api/uscf?lastName=Alpha',
        remoteAddress,
      });
      expect(searchBlocked.statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

describe('the real ratings API (USCF_API set)', () => {
  /** A stand-in for ratings-api.uschess.org on a local port; `status` makes it fail. */
  let status = 200;
  const requests: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  const member = {
    id: '21000001',
    firstName: 'REAL',
    lastName: 'PLAYER',
    expirationDate: '2027-01-31',
    status: 'Active',
    ratings: [
      { rating: 1999, ratingSystem: 'R', gamesPlayed: 50, isProvisional: false, floor: 1700 },
    ],
  };
  // A fresh path prefix per run keeps this run's cache apart from earlier runs on the database.
  const prefix = `/${crypto.randomBytes(4).toString('hex')}`;
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '').slice(prefix.length);
    requests.push({ url, headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.statusCode = status;
    if (status !== 200) return res.end('{"title":"unavailable"}');
    const page = { items: [member], offset: 0, pageSize: 10, hasPreviousPage: false };
    res.end(JSON.stringify(url.startsWith('/api/v1/members/') ? member : page));
  });
  let api: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    api = await buildTestApp({
      uscf: { api: `http://127.0.0.1:${port}${prefix}`, apiKey: 'club-key' },
    });
  });
  afterAll(async () => {
    await api.app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('looks members up on the API, with our User-Agent and key, once per member', async () => {
    const first = await byId('21000001', api.app);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      uscfId: '21000001',
      name: 'REAL PLAYER',
      currentRating: { regularRating: 1999 },
      expirationDate: '2027-01-31',
      status: 'Active',
    });
    expect((await byId('21000001', api.app)).json()).toEqual(first.json());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/api/v1/members/21000001',
      headers: {
        accept: 'application/json',
        'user-agent': `Kingside club site (+${api.ctx.config.club.email})`,
        'x-api-key': 'club-key',
      },
    });
  });

  it('keeps the form working with 503 and the by-hand message when the API is down', async () => {
    status = 502;
    try {
      const res = await byId('21000002', api.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'USCF_UNAVAILABLE', message: USCF_MESSAGES.unavailable });
      const found = await search({ firstName: 'Real', lastName: 'Player' }, api.app);
      expect(found.statusCode).toBe(503);
      // The member looked up before is still answered, from the cache.
      expect((await byId('21000001', api.app)).statusCode).toBe(200);
    } finally {
      status = 200;
    }
  });
});
