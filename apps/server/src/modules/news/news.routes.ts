import { NewsItemSaveSchema, NewsItemSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { newsRepository } from './news.repository.js';

const newsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'news item',
    repository: newsRepository,
    rowSchema: NewsItemSchema,
    saveSchema: NewsItemSaveSchema,
    lists: { public: '/api/news' },
    adminPath: '/api/newsAdmin',
    present: (r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      publishedAt: r.publishedAt.toISOString(),
    }),
    toValues: ({ publishedAt, ...s }) => ({
      ...s,
      ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}),
    }),
  });
};

export default newsRoutes;
