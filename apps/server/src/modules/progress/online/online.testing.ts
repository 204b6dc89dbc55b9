import crypto from 'node:crypto';
import type { OnlineSource } from '@kingside/shared';
import type { Db } from '../../../db/client.js';
import { onlineSources } from '../../../db/schema.js';
import { onlinePause } from './online.repository.js';
import type { SiteOptions } from './online.site.js';

/*
 * Test support for the adapters: a fake site that records every call, on a base URL of its own
 * (so its request queue and cache rows are its own). Only the site's HTTP is faked; the pause and
 * the cache use the real database.
 */

export type Answer = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** An answer that never comes: only the request's AbortSignal ends it. */
export const hang: Answer = (_url, init) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
  });

export const USER_AGENT = 'Kingside club site (+info@kingside.example)';

export function fakeSite(
  db: Db,
  source: OnlineSource,
  answer: Answer,
  overrides: Partial<SiteOptions> = {},
) {
  const calls: { url: URL; headers: Headers }[] = [];
  const baseUrl = `https://${source}-${crypto.randomBytes(4).toString('hex')}.test`;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, headers: new Headers(init?.headers) });
    return answer(url, init);
  };
  const site: SiteOptions = {
    source,
    baseUrl,
    userAgent: USER_AGENT,
    fetch,
    timeoutMs: 5_000,
    pause: onlinePause(db),
    timeZone: 'America/Chicago',
    now: Date.now,
    ...overrides,
  };
  return { site, calls, baseUrl, fetch };
}

/** Forgets every site's failure and 429 pause: the sites' health is one row per site. */
export const resetSources = (db: Db) => db.delete(onlineSources);
