import { desc } from 'drizzle-orm';
import { newsItems } from '../../db/schema.js';
import { crudRepository } from '../../lib/crud.js';

export const newsRepository = crudRepository(newsItems, {
  orderBy: [desc(newsItems.publishedAt), desc(newsItems.id)],
  lists: { public: { limit: 100 } },
});
