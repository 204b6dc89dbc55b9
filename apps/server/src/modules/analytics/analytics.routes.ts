import {
  AnalyticsQuerySchema,
  AnalyticsSchema,
  ApiErrorSchema,
  PageViewRequestSchema,
} from '@kingside/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { byQuery } from '../../lib/route-schemas.js';
import { publicRoutes, signedInRoutes } from '../../lib/routes.js';
import { addDays, todayIn } from '../../lib/time.js';
import { analyticsRepository } from './analytics.repository.js';

/** How many pages the per-page table lists. */
const TOP_PAGES = 100;
/**
 * Page views one address may record per window: a person clicking through the site makes far
 * fewer; a script filling the table is cut off. The views past it are answered like any other and
 * not stored (docs/decisions/0060): a refusal would only show as an error in a visitor's console
 * (several people behind one address, a long session), and a script learns nothing from it.
 */
const PAGE_VIEWS_PER_ADDRESS = 300;
const PAGE_VIEWS_WINDOW_SECONDS = 10 * 60;

const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  publicRoutes(app, 'site').post(
    '/api/pageviews',
    `Record a page view (the web app calls it on every navigation); at most ${PAGE_VIEWS_PER_ADDRESS} per address per ${PAGE_VIEWS_WINDOW_SECONDS / 60} minutes are stored, the rest answered 204 and dropped`,
    {
      body: PageViewRequestSchema,
      response: { 204: z.null(), 400: ApiErrorSchema },
    },
    async (request, reply) => {
      const key = `pageviews:${request.ip}`;
      const views = await ctx.rateLimits.increment(key, PAGE_VIEWS_WINDOW_SECONDS);
      if (views <= PAGE_VIEWS_PER_ADDRESS) {
        // The query string and fragment are not a page, and may carry an e-mail or a token.
        const path = request.body.path.replace(/[?#].*$/s, '');
        await analyticsRepository(ctx.database.db).recordView(path, request.auth?.user.id ?? null);
      }
      return reply.status(204).send(null);
    },
  );

  signedInRoutes(app, 'admin').admin.get(
    '/api/admin/analytics',
    `Admin: page views per page (top ${TOP_PAGES}, query strings dropped) and per day`,
    byQuery(AnalyticsQuerySchema, AnalyticsSchema),
    async (request) => {
      const { days } = request.query;
      const tz = ctx.config.club.timezone;
      const today = todayIn(tz);
      const first = addDays(today, -(days - 1));
      // Days are counted in the club's time zone.
      const { perPage, perDay: perDayRows } = await analyticsRepository(ctx.database.db).viewsSince(
        first,
        tz,
        TOP_PAGES,
      );
      const byDay = new Map(perDayRows.map((r) => [r.date, r.views]));
      const perDay = Array.from({ length: days }, (_, i) => {
        const date = addDays(first, i);
        return { date, views: byDay.get(date) ?? 0 };
      });
      return { days, total: perDay.reduce((n, d) => n + d.views, 0), perPage, perDay };
    },
  );
};

export default analyticsRoutes;
