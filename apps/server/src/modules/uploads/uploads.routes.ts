import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { MESSAGES, type ApiError } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { UPLOADS_URL_PREFIX } from '../../lib/images.js';

/** The files of one directory, each cached for a year; a missing name is a JSON 404. */
const serveImmutableFiles: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  // Its own 404, so the web app's fallback page is never sent for a missing photo.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: MESSAGES.notFound } satisfies ApiError),
  );
  await app.register(fastifyStatic, {
    root,
    // Files arrive while the server runs, so one wildcard route rather than a list made at start.
    wildcard: true,
    index: false,
    list: false,
    decorateReply: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
};

/**
 * Serves uploaded photos from DATA_DIR/uploads at /uploads/ (docs/decisions/0023). Their names
 * are content hashes, so a name always means the same bytes: browsers and proxies keep them for
 * a year.
 */
const uploadsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  fs.mkdirSync(ctx.config.uploads.dir, { recursive: true });
  await app.register(serveImmutableFiles, {
    prefix: UPLOADS_URL_PREFIX.replace(/\/$/, ''),
    root: ctx.config.uploads.dir,
  });
};

export default uploadsRoutes;
