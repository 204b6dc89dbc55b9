/** The page a server-paged list's query asks for (`pageQuery` in packages/shared). */
export type PageQuery = { page: number; size: number };

/** One page of a server-paged list, as `pageOf(item)` in packages/shared answers it. */
export type Page<T> = { items: T[]; total: number; page: number; size: number };

/** The page `query` asked for: its `items`, out of `total` that match in all. */
export const pageAnswer = <T>(query: PageQuery, items: T[], total: number): Page<T> => ({
  items,
  total,
  page: query.page,
  size: query.size,
});
