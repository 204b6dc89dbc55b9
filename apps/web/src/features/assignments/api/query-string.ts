/** One page of a list the server pages (page from 0). */
export type PageParams = { page: number; size: number };

/** A query string of the values that are set (an empty text or undefined is left out). */
export function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
}
