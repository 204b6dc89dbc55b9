import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NewsItemSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The news items. */
export const getNewsItems = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/news', { auth: 'required', schema: z.array(NewsItemSchema), signal });

export const newsItemsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'news'], queryFn: getNewsItems, staleTime: 0 });

export const useNewsItems = () => useQuery(newsItemsQueryOptions());
