import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import cachePlugin, { matchesEtag } from './cache.js';

describe('public content caching', () => {
  it('refuses at start-up a cached route that is not a public GET', async () => {
    for (const [method, access] of [
      ['GET', 'user'],
      ['POST', 'public'],
    ] as const) {
      const app = Fastify();
      await app.register(cachePlugin);
      const route = () =>
        app.route({
          method,
          url: '/api/thing',
          config: { access, cache: 'revalidate' },
          handler: async () => ({}),
        });
      expect(route).toThrow(/only public GETs are cached/);
      await app.close();
    }
  });

  it('matches If-None-Match the weak way, in a list or as *', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
