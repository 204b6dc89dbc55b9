import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { NewsItemSchema, type NewsItemSaveSchema } from '@kingside/shared';
import { newsItemsQueryOptions } from '@/features/admin-news/api/get-news-items';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one news item. */
export const saveNewsItem = (body: z.output<typeof NewsItemSaveSchema>) =>
  apiClient.post('/newsAdmin', body, { auth: 'required', schema: NewsItemSchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveNewsItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsItemsQueryOptions().queryKey }),
  });
}
