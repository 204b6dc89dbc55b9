import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A query the page rendered from: its key, its answer and when that arrived. */
export type AnsweredQuery = { key: QueryKey; data: unknown; at: number };

/**
 * What a page rendered on the server hands the browser (docs/decisions/0058): the route loaders'
 * answers and the queries the page rendered from. It travels as a JSON data block, which a browser
 * never runs, so the strict CSP needs no nonce or hash for it.
 */
export type ServerState = {
  loaderData: Record<string, unknown>;
  queries: AnsweredQuery[];
};

/** The queries `client` holds an answer to. */
export const answeredQueries = (client: QueryClient): AnsweredQuery[] =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      at: query.state.dataUpdatedAt,
    }));

/** Puts `queries` into `client`'s cache, each as fresh as when it was answered. */
export function seedQueries(client: QueryClient, queries: readonly AnsweredQuery[]): void {
  for (const { key, data, at } of queries) client.setQueryData(key, data, { updatedAt: at });
}

/** The id of the `<script type="application/json">` element holding the state. */
export const SERVER_STATE_ID = 'kingside-state';

/** JSON inside a script element: nothing in it can close the element or start a comment. */
export const serializeServerState = (state: ServerState): string =>
  JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The state of the page the server rendered, or null when the browser renders it alone. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
