import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { MESSAGES, type ApiError } from '@kingside/shared';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config.js';
import type { AppContext } from '../context.js';
import { cacheSlot } from '../lib/app-caches.js';
import { loadPageRenderer, markKept, pageHtml, readPageChunks } from '../modules/seo/index.js';
import { matchesEtag } from './cache.js';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** The web build's server renderer (docs/decisions/0058), beside WEB_DIST. */
export const WEB_RENDERER = path.join(REPO_ROOT, 'apps/web/dist-server/entry-server.js');

/** Pages gzipped lately, by ETag: the same HTML is compressed once, not on every request. */
const GZIPPED_PAGES = cacheSlot<Map<string, Buffer>>('gzipped pages');
const MAX_GZIPPED_PAGES = 200;

/**
 * `html` gzipped, the copy of an earlier request if `etag` names one. Pages are answered by the
 * not-found handler, which @fastify/compress does not reach (it compresses routes).
 */
function gzippedPage(ctx: AppContext, etag: string, html: string): Buffer {
  const kept = ctx.caches.get(GZIPPED_PAGES, () => new Map<string, Buffer>());
  const hit = kept.get(etag);
  if (hit) return hit;
  const gzipped = zlib.gzipSync(html, { level: 6 });
  kept.set(etag, gzipped);
  if (kept.size > MAX_GZIPPED_PAGES) kept.delete(kept.keys().next().value as string);
  return gzipped;
}

/** Whether an Accept-Encoding header takes gzip (named, and not with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((coding) => {
    const [name, ...params] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other GET that is not under /api (the app's router shows its own 404 page),
 * its head written for the page asked for (title, description, previews: the seo module) and, for
 * an open page, the page rendered on the server (docs/decisions/0058).
 * `root` false: API only (tests), every other path answers 404. `renderer`: the server
 * renderer's module (by default the build's, with the default root); false: the browser renders
 * every page.
 */
async function webPlugin(
  app: FastifyInstance,
  {
    root = WEB_DIST,
    renderer: rendererEntry = root === WEB_DIST && WEB_RENDERER,
    ctx,
  }: { root?: string | false; renderer?: string | false; ctx: AppContext },
) {
  const hasBuild = root !== false && fs.existsSync(path.join(root, 'index.html'));
  const html =
    hasBuild && root ? pageHtml(ctx, fs.readFileSync(path.join(root, 'index.html'), 'utf8')) : null;
  const render =
    html && rendererEntry && root
      ? await loadPageRenderer(app, ctx, rendererEntry, readPageChunks(root))
      : null;
  if (hasBuild && root) {
    // wildcard: false registers one route per file found now: restart after a rebuild.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Built chunks and the demo's photos are named by their content (scripts/demo-photos).
        const immutable =
          filePath.includes(`${path.sep}assets${path.sep}`) ||
          filePath.includes(`${path.sep}images${path.sep}demo${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (html && !isApi && request.method === 'POST') {
      // A form sent before the app loaded, or with JavaScript off (its forms post, never put
      // fields in an address): the page again, its body unread (docs/decisions/0058).
      return reply.redirect(url.startsWith('//') ? '/' : url, 303);
    }
    if (isApi || !html || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: MESSAGES.notFound } satisfies ApiError);
    }
    const onError = (err: unknown) => request.log.error({ err }, 'page head lookup failed');
    return (render ? render(request.url) : Promise.resolve(null)).then(async (page) => {
      const body = await html(url, onError, page);
      const answer = page?.kept ? markKept(body) : body;
      // Revalidated like the public JSON: a browser asking again gets 304 while nothing changed.
      // The ETag covers the kept mark: a browser holding the page as first rendered (unmarked)
      // must not be told by a 304 to reuse it while the server only has an older copy, or it
      // would show that copy's data as fresh and never ask again.
      const etag = `W/"${crypto.createHash('sha1').update(answer).digest('base64url')}"`;
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('text/html; charset=utf-8');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(answer);
      return reply.header('content-encoding', 'gzip').send(gzippedPage(ctx, etag, answer));
    });
  });
}

export default fp(webPlugin, { name: 'web' });
