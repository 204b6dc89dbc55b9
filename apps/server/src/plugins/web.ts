import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES, type ApiError } from '@kingside/shared';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config.js';
import type { AppContext } from '../context.js';
import { pageHtml } from '../modules/seo/index.js';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other GET that is not under /api (the app's router shows its own 404 page),
 * its head written for the page asked for (title, description, previews: the seo module).
 */
/** `root` false: API only (tests), every other path answers 404. */
async function webPlugin(
  app: FastifyInstance,
  { root = WEB_DIST, ctx }: { root?: string | false; ctx: AppContext },
) {
  const hasBuild = root !== false && fs.existsSync(path.join(root, 'index.html'));
  const html =
    hasBuild && root ? pageHtml(ctx, fs.readFileSync(path.join(root, 'index.html'), 'utf8')) : null;
  if (hasBuild && root) {
    // wildcard: false registers one route per file found now: restart after a rebuild.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/') || !html || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: MESSAGES.notFound } satisfies ApiError);
    }
    return html(url, (err) => request.log.error({ err }, 'page head lookup failed')).then((body) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body),
    );
  });
}

export default fp(webPlugin, { name: 'web' });
