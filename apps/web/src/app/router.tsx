import type { QueryClient } from '@tanstack/react-query';
import {
  matchRoutes,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RequireAccess } from '@/app/guards';
import { loadAllPaths, loadMenuPaths, OPEN_PATHS } from '@/app/paths';
import type { PathEntry, Prefetch } from '@/app/paths/path-entry';
import { AppLayout, AppLoading } from '@/app/shell/app-layout';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteErrorBoundary } from '@/components/route-error-boundary';
import { alertEventsQueryOptions } from '@/features/alerts/api/get-alert-events';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { clubQueryOptions } from '@/lib/club';
import type { LoginRedirectState } from '@/lib/login-redirect';
import { readSession } from '@/lib/session';

/**
 * A loader that starts the queries a page renders first, so its data downloads alongside its
 * lazy code instead of after it. It never waits: the page shows loading and errors itself.
 */
const startQueries = (queryClient: QueryClient, prefetches: readonly Prefetch[]) => () => {
  for (const prefetch of prefetches) prefetch(queryClient);
  return null;
};

const club: Prefetch = (client) => void client.prefetchQuery(clubQueryOptions());
const alerts: Prefetch = (client) => void client.prefetchQuery(alertEventsQueryOptions());
/** A signed-in user's menus list the signed-in pages: their table's chunk starts loading too. */
const signedInMenus: Prefetch = () => {
  if (readSession()) void loadMenuPaths();
};

/** The layout routes pages go in, by their `layout`: the route ids the signed-in pages join. */
const LAYOUT_ROUTE_IDS = { public: 'public-pages', mui: 'mui-pages' } as const;

type Page = PathEntry & Required<Pick<PathEntry, 'page'>>;

const pagesOf = (paths: readonly PathEntry[]) =>
  paths.filter((entry): entry is Page => entry.page !== undefined);

function toRoute(entry: Page, queryClient: QueryClient): RouteObject {
  const loader = entry.prefetch && startQueries(queryClient, entry.prefetch);
  const lazy = entry.page;
  return entry.path === '/'
    ? { index: true, loader, lazy }
    : { path: entry.path.slice(1), loader, lazy };
}

/** Open pages as they are, guarded ones inside one `RequireAccess` layout per access rule. */
function withGuards(entries: Page[], queryClient: QueryClient): RouteObject[] {
  const open: RouteObject[] = [];
  const guards = new Map<string, { rule: Page; children: RouteObject[] }>();
  for (const entry of entries) {
    const route = toRoute(entry, queryClient);
    if (entry.access === 'public') {
      open.push(route);
      continue;
    }
    const key = `${entry.access}:${entry.denied ?? ''}`;
    const guard = guards.get(key) ?? { rule: entry, children: [] };
    guard.children.push(route);
    guards.set(key, guard);
  }
  return [
    ...open,
    ...[...guards.values()].map(({ rule, children }): RouteObject => ({
      element: <RequireAccess access={rule.access} denied={rule.denied} />,
      children,
    })),
  ];
}

/**
 * The route tree of `paths` (by default the open pages; the router adds the signed-in ones with
 * `discoverSignedInRoutes`), built from the paths table (src/app/paths.ts). Every page is a lazy
 * route, so a public page never loads admin code; guards are small layout routes around the
 * pages they protect. The shell's and the busiest public pages' queries start in loaders
 * (`queryClient` is the app's cache).
 */
export const createRoutes = (
  queryClient: QueryClient,
  paths: readonly PathEntry[] = OPEN_PATHS,
): RouteObject[] => {
  const pages = pagesOf(paths);
  const inLayout = (layout: PathEntry['layout']) =>
    withGuards(
      pages.filter((entry) => entry.layout === layout),
      queryClient,
    );
  return [
    {
      id: 'root',
      loader: startQueries(queryClient, [club, alerts, signedInMenus]),
      element: <AppLayout />,
      HydrateFallback: AppLoading,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          // Pathless layout, so a failing page shows its error inside the shell.
          id: LAYOUT_ROUTE_IDS.public,
          errorElement: <RouteErrorBoundary />,
          children: [
            // Public pages: plain HTML and app.css, no MUI and no zod (the 150 KB budget).
            ...inLayout('public'),
            {
              // Forms, profile and admin pages use MUI: its theme loads with them, lazily.
              id: LAYOUT_ROUTE_IDS.mui,
              lazy: () => import('@/app/mui-layout').then((m) => ({ Component: m.MuiLayout })),
              children: inLayout('mui'),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
};

/**
 * The router's `patchRoutesOnNavigation`: the first time a path is not an open page, it loads the
 * rest of the table (app/paths/signed-in.ts, a lazy chunk) and adds the signed-in pages' routes,
 * guards included, to their layouts; a path that matches none is the 404 page after that. An open
 * page never waits for that chunk (a signed-in path must not sit under an open page's parameter).
 */
export function discoverSignedInRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  const openRoutes = createRoutes(queryClient);
  let added = false;
  return async ({ path, patch, signal }) => {
    const leaf = matchRoutes(openRoutes, path)?.at(-1)?.route;
    if (added || (leaf && leaf.path !== '*')) return;
    const signedIn = pagesOf(await loadAllPaths()).filter((entry) => !OPEN_PATHS.includes(entry));
    if (added || signal.aborted) return;
    for (const layout of ['public', 'mui'] as const) {
      const routes = withGuards(
        signedIn.filter((entry) => entry.layout === layout),
        queryClient,
      );
      if (routes.length > 0) patch(LAYOUT_ROUTE_IDS[layout], routes);
    }
    added = true;
  };
}

/**
 * After the server refuses an authorized call (the API client has already cleared the session),
 * opens /login, saying the session expired, and comes back to the current page after login.
 */
export function sendToLoginOnUnauthorized(router: DataRouter): void {
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    if (pathname === '/login') return;
    const state: LoginRedirectState = {
      redirectTo: { pathname, search, hash },
      sessionExpired: true,
    };
    void router.navigate('/login', { replace: true, state });
  });
}
