import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { USCF_MESSAGES } from '@kingside/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../../config.js';
import type { Db } from '../../db/client.js';
import { uscfLookups } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { getDatabase, PRODUCTION_SETTINGS, testConfig } from '../../test/helpers.js';
import { toUscfMember, UscfClient, MemberDetailDtoSchema } from './uscf.client.js';
import { createUscfLookup, UscfLookup, warnAboutEmbeddedUscf } from './uscf.service.js';

/** The schema-accurate examples of the API's answers (../shared/data/api-examples). */
const EXAMPLES = path.resolve(REPO_ROOT, '../shared/data/api-examples');
const example = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(EXAMPLES, name), 'utf8')) as unknown;
const memberExample = example('member_by_id.synthetic.json') as Record<string, unknown>;
const searchExample = example('members_search_page.synthetic.json');

let db: Db;
beforeAll(async () => {
  db = (await getDatabase()).db;
});

type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A lookup against a fake ratings API: `answer` plays US Chess; every call is recorded. Each
 * lookup has its own source, so its cache starts empty.
 */
function fakeApi(answer: Answer, timeoutMs = 5_000) {
  const calls: { url: URL; headers: Headers }[] = [];
  const source = `https://ratings-api-${crypto.randomBytes(4).toString('hex')}.test`;
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer(url, init);
  };
  const client = new UscfClient({
    baseUrl: source,
    apiKey: 'key-123',
    userAgent: 'Kingside club site (+info@kingside.example)',
    fetch: fakeFetch,
    timeoutMs,
  });
  const lookup = new UscfLookup({ db, source, client });
  /** Moves this source's cached answers back in time. */
  const age = (hours: number) =>
    db
      .update(uscfLookups)
      .set({ fetchedAt: sql`${uscfLookups.fetchedAt} - make_interval(hours => ${hours})` })
      .where(eq(uscfLookups.source, source));
  return { lookup, calls, age, source };
}

/** The US Chess API when it answers like its examples: any id is Ann Alpha's record. */
const healthy: Answer = (url) =>
  url.pathname.startsWith('/api/v1/members/')
    ? json(200, { ...memberExample, id: url.pathname.split('/').pop() })
    : json(200, searchExample);

const expectUnavailable = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ statusCode: 503, message: USCF_MESSAGES.unavailable });
};

describe('mapping the API', () => {
  it('maps MemberDetailDto to the lookup result, the regular rating being the "R" entry', () => {
    expect(toUscfMember(MemberDetailDtoSchema.parse(memberExample))).toEqual({
      uscfId: '90000001',
      name: 'ANN ALPHA',
      currentRating: { regularRating: 1850 },
      expirationDate: '2027-12-31',
      status: 'Active',
    });
    const unrated = { ...memberExample, ratings: [{ rating: 1700, ratingSystem: 'Q' }] };
    expect(toUscfMember(MemberDetailDtoSchema.parse(unrated)).currentRating.regularRating).toBe(
      null,
    );
  });

  it('asks for JSON with our User-Agent and the API key, at the documented paths', async () => {
    const api = fakeApi(healthy);
    await api.lookup.member('12345678');
    await api.lookup.search('Ann', 'Alpha');
    expect(api.calls.map((c) => c.url.pathname + c.url.search)).toEqual([
      '/api/v1/members/12345678',
      '/api/v1/members?Fuzzy=Ann+Alpha&Offset=0&Size=10',
    ]);
    for (const { headers } of api.calls) {
      expect(headers.get('accept')).toBe('application/json');
      expect(headers.get('user-agent')).toBe('Kingside club site (+info@kingside.example)');
      expect(headers.get('x-api-key')).toBe('key-123');
    }
  });

  it('answers at most ten matches of a search', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      ...memberExample,
      id: String(90000100 + i),
    }));
    const api = fakeApi(() => json(200, { items: many, offset: 0, pageSize: 14 }));
    expect(await api.lookup.search('', 'Alpha')).toHaveLength(10);
  });
});

describe('the cache', () => {
  it('asks US Chess once for two lookups of the same member or name', async () => {
    const api = fakeApi(healthy);
    const first = await api.lookup.member('12345678');
    expect(await api.lookup.member('12345678')).toEqual(first);
    expect(await api.lookup.search('Ann', 'Alpha')).toHaveLength(1);
    // The same name typed differently is the same search.
    expect(await api.lookup.search(' ann ', 'ALPHA')).toHaveLength(1);
    expect(api.calls).toHaveLength(2);
  });

  it('asks again once a member is a day old and a search an hour old', async () => {
    const api = fakeApi(healthy);
    await api.lookup.member('12345678');
    await api.lookup.search('Ann', 'Alpha');
    await api.age(2);
    await api.lookup.member('12345678');
    await api.lookup.search('Ann', 'Alpha');
    expect(api.calls.map((c) => c.url.pathname)).toEqual([
      '/api/v1/members/12345678',
      '/api/v1/members',
      '/api/v1/members',
    ]);
    await api.age(25);
    await api.lookup.member('12345678');
    expect(api.calls).toHaveLength(4);
    // The refreshed row is fresh again.
    const [row] = await db
      .select({ fetchedAt: uscfLookups.fetchedAt })
      .from(uscfLookups)
      .where(and(eq(uscfLookups.source, api.source), eq(uscfLookups.kind, 'member')));
    expect(Date.now() - row!.fetchedAt.getTime()).toBeLessThan(60_000);
  });

  it('answers 404 for an unknown id and remembers that for an hour', async () => {
    const api = fakeApi(() => json(404, { title: 'Not Found' }));
    for (let i = 0; i < 2; i++) {
      await expect(api.lookup.member('87654321')).rejects.toMatchObject({
        statusCode: 404,
        message: USCF_MESSAGES.notFound,
      });
    }
    expect(api.calls).toHaveLength(1);
    await api.age(2);
    await expect(api.lookup.member('87654321')).rejects.toMatchObject({ statusCode: 404 });
    expect(api.calls).toHaveLength(2);
  });
});

describe('when US Chess is slow or down', () => {
  const failures: [string, Answer][] = [
    ['answers 500', () => json(500, { title: 'Server Error' })],
    ['answers 503', () => new Response('busy', { status: 503 })],
    ['answers 429', () => new Response('slow down', { status: 429 })],
    ['is unreachable', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers something that is not JSON', () => new Response('<html>', { status: 200 })],
    ['answers JSON of another shape', () => json(200, { nothing: true })],
  ];

  it.each(failures)('answers 503 with nothing cached when it %s', async (_name, answer) => {
    const api = fakeApi(answer);
    await expectUnavailable(api.lookup.member('12345678'));
    await expectUnavailable(api.lookup.search('Ann', 'Alpha'));
  });

  it.each(failures)('serves the stale answer when it %s', async (_name, answer) => {
    let down = false;
    const api = fakeApi((url, init) => (down ? answer(url, init) : healthy(url, init)));
    const member = await api.lookup.member('12345678');
    const found = await api.lookup.search('Ann', 'Alpha');
    await api.age(48);
    down = true;
    expect(await api.lookup.member('12345678')).toEqual(member);
    expect(await api.lookup.search('Ann', 'Alpha')).toEqual(found);
    expect(api.calls).toHaveLength(4);
  });

  it('gives up after its timeout and answers 503, or the stale answer', async () => {
    let hang = false;
    const api = fakeApi((url, init) => {
      if (!hang) return healthy(url, init);
      // Never answers; only the client's timeout ends the wait.
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    }, 100);
    await api.lookup.member('12345678');
    await api.age(48);
    hang = true;
    const started = Date.now();
    expect((await api.lookup.member('12345678')).uscfId).toBe('12345678');
    await expectUnavailable(api.lookup.member('11112222'));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('the configured lookup', () => {
  it('answers from the embedded sandbox by default, without the network', async () => {
    const noNetwork: typeof fetch = () => Promise.reject(new Error('no network in embedded mode'));
    const lookup = createUscfLookup(testConfig(), db, undefined, noNetwork);
    expect(await lookup.member('90000001')).toMatchObject({
      name: 'ANN ALPHA',
      currentRating: { regularRating: 1850 },
    });
  });

  it('calls the configured API with the configured key', async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push(`${String(input)} ${new Headers(init?.headers).get('x-api-key')}`);
      return json(200, memberExample);
    };
    const api = `https://ratings-${crypto.randomBytes(4).toString('hex')}.test`;
    const config = testConfig({ uscf: { api, apiKey: 'secret-key' } });
    await createUscfLookup(config, db, undefined, fakeFetch).member('90000001');
    expect(seen).toEqual([`${api}/api/v1/members/90000001 secret-key`]);
  });
});

describe('USCF_API, USCF_API_KEY and USCF_AFFILIATE_ID', () => {
  const env = { DATA_DIR: '/tmp/kingside-test-unused' };

  it('default to the embedded sandbox, and take the API address without a trailing slash', () => {
    expect(loadConfig(env).uscf).toEqual({ api: 'embedded', apiKey: undefined, affiliateId: '' });
    expect(
      loadConfig({ ...env, USCF_API: 'https://ratings-api.uschess.org/', USCF_API_KEY: 'k' }).uscf,
    ).toMatchObject({ api: 'https://ratings-api.uschess.org', apiKey: 'k' });
    expect(() => loadConfig({ ...env, USCF_API: 'ratings-api.uschess.org' })).toThrow(ConfigError);
  });

  it('take the club’s affiliate id for the rating report, refusing one that does not fit', () => {
    expect(loadConfig({ ...env, USCF_AFFILIATE_ID: ' A6012345 ' }).uscf.affiliateId).toBe(
      'A6012345',
    );
    expect(() => loadConfig({ ...env, USCF_AFFILIATE_ID: 'A60123456789' })).toThrow(ConfigError);
  });

  it('warn at start when a production server looks members up in the sandbox', () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => void warnings.push(args) };
    warnAboutEmbeddedUscf(loadConfig(env), log);
    warnAboutEmbeddedUscf(
      loadConfig({ ...env, ...PRODUCTION_SETTINGS, USCF_API: 'https://ratings-api.uschess.org' }),
      log,
    );
    expect(warnings).toHaveLength(0);
    warnAboutEmbeddedUscf(loadConfig({ ...env, ...PRODUCTION_SETTINGS }), log);
    expect(JSON.stringify(warnings)).toContain('US CHESS LOOKUPS ARE FICTIONAL');
  });
});
