import { NewsItemSaveSchema, NewsItemSchema } from '@kingside/shared';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { newsItems } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';

const newsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'news item',
    table: newsItems,
    rowSchema: NewsItemSchema,
    saveSchema: NewsItemSaveSchema,
    lists: [{ path: '/api/news', access: 'public', limit: 100 }],
    orderBy: [desc(newsItems.publishedAt), desc(newsItems.id)],
    savePath: '/api/newsAdmin',
    deletePath: '/api/newsAdmin/:id',
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
