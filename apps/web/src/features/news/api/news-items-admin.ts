import { NewsItemSchema, NewsItemSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The news items (listed by the public read). */
export const { useList: useNewsItems, useGridEditing: useNewsItemsGridEditing } =
  createAdminResource({
    path: '/newsAdmin',
    listPath: '/news',
    queryKey: queryKeys.news,
    rowSchema: NewsItemSchema,
    saveSchema: NewsItemSaveSchema,
  });
