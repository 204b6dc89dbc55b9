import { StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes, discoverSignedInRoutes, sendToLoginOnUnauthorized } from '@/app/router';
import { nextTask } from '@/lib/next-task';
import { createQueryClient } from '@/lib/query-client';
import { seedQueries, type ServerState } from '@/lib/server-state';

/**
 * Loads the lazy routes the address matches before the router starts, so the first render has
 * the page the server rendered instead of its loading state (React Router's SSR recipe).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The app: the route table, the router and the server-state cache. With `serverState` (a page the
 * server rendered, docs/decisions/0058) the cache starts with the data it rendered from and the
 * router with its loaders' answers, so the first render matches the server's HTML.
 */
export async function createApp(serverState: ServerState | null) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  if (serverState) {
    // A rendered page is on screen already: each step below is a task of its own, so none is
    // long enough to keep a phone from answering a tap (docs/decisions/0058).
    seedQueries(queryClient, serverState.queries, { fresh: !serverState.kept });
    await nextTask();
    await loadMatchedRoutes(routes);
    await nextTask();
  }
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverSignedInRoutes(queryClient),
    ...(serverState && { hydrationData: { loaderData: serverState.loaderData } }),
  });
  sendToLoginOnUnauthorized(router);
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient} hydrating={serverState !== null}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
