import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RENDERED_STATE_ID, RENDERED_STATE_KEPT, scriptJson } from '@kingside/shared';

/** A query the page rendered from: its key and its answer. */
export type AnsweredQuery = { key: QueryKey; data: unknown };

/**
 * What a page rendered on the server hands the browser (docs/decisions/0058): the route loaders'
 * answers and the queries the page rendered from. It travels as a JSON data block, which a browser
 * never runs, so the strict CSP needs no nonce or hash for it.
 */
export type ServerState = {
  loaderData: Record<string, unknown>;
  queries: AnsweredQuery[];
  /** Served from the server's copy of the page rather than rendered for this request. */
  kept: boolean;
};

/** The queries `client` holds an answer to. */
export const answeredQueries = (client: QueryClient): AnsweredQuery[] =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }));

/**
 * Puts `queries` into `client`'s cache: fresh (as of now, in this machine's clock), or, for a page
 * served from the server's copy, due for a refetch, which the page makes once it is live.
 */
export function seedQueries(
  client: QueryClient,
  queries: readonly AnsweredQuery[],
  { fresh }: { fresh: boolean },
): void {
  const updatedAt = fresh ? Date.now() : 0;
  for (const { key, data } of queries) client.setQueryData(key, data, { updatedAt });
}

/** The state as the JSON of its data block. */
export const serializeServerState = (state: Omit<ServerState, 'kept'>): string => scriptJson(state);

/** The state of the page the server rendered, or null when the browser renders it alone. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(RENDERED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Omit<ServerState, 'kept'>;
    return { ...state, kept: element.hasAttribute(RENDERED_STATE_KEPT) };
  } catch {
    return null;
  }
}
