import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page rendered on the server hands the browser (docs/decisions/0058): the route loaders'
 * answers and the queries the page rendered from. It travels as a JSON data block, which a browser
 * never runs, so the strict CSP needs no nonce or hash for it.
 */
export type ServerState = {
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
};

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
