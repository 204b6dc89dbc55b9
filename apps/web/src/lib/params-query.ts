import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, type AuthMode } from '@/lib/api-client';

/** Which page of a list the server pages (`page` from 0) and how many rows a page holds. */
export type PageParams = { page: number; size: number };

/** A query's parameters, in order; an empty text or undefined is left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** A query string of the values that are set (an empty text or undefined is left out). */
export function queryString(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

/**
 * The query of a read whose parameters change as the user pages, searches or picks a period: GET
 * `path` with `params` as its query string, the answer checked by `schema`, and the data shown
 * kept while the next answer loads. Spread it into `queryOptions` to add a refresh interval, a
 * stale time or `enabled`.
 */
export function paramsQuery<S extends z.ZodType>(
  queryKey: QueryKey,
  path: string,
  params: QueryParams,
  schema: S,
  auth: AuthMode = 'required',
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiClient.get(`${path}?${queryString(params)}`, { auth, schema, signal }),
    placeholderData: keepPreviousData,
  });
}
