import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicRoutes } from '../../lib/routes.js';
import { seoRepository } from './seo.repository.js';
import { publicPagePaths, robotsTxt, sitemapXml, tournamentRoom } from './seo.js';

/** What crawlers read fresh each hour at most. */
const CRAWLER_CACHE = 'public, max-age=3600';

/** robots.txt and the sitemap at the site's root (issue 32; docs/decisions/0057). */
const seoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const visitor = publicRoutes(app, 'site');
  const base = ctx.config.publicUrl;

  visitor.get(
    '/robots.txt',
    'Crawlers may read the public pages only; names the sitemap',
    { produces: ['text/plain'] },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(robotsTxt(base)),
  );

  visitor.get(
    '/sitemap.xml',
    'Every public page: the fixed ones, each active coach, each tournament (the latest first)',
    { produces: ['application/xml'] },
    async (_request, reply) => {
      const repo = seoRepository(ctx.database.db);
      const coachNames = await repo.activeCoachFirstNames();
      const tournaments = await repo.newestTournaments(tournamentRoom(coachNames.length));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_CACHE)
        .send(sitemapXml(base, publicPagePaths(coachNames, tournaments)));
    },
  );
};

export default seoRoutes;
