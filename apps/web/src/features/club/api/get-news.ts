import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/news: the news items, newest first. */
export const getNews = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get<NewsItem[]>('/news', { signal });

export const newsQueryOptions = () => queryOptions({ queryKey: queryKeys.news, queryFn: getNews });

export const useNews = () => useQuery(newsQueryOptions());
