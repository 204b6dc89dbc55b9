import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import type { PageHandle } from '@/app/paths/path-entry';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { PageHeadContext, type RenderedHead } from '@/lib/page-head';
import { createQueryClient } from '@/lib/query-client';
import { answeredQueries, seedQueries, serializeServerState } from '@/lib/server-state';

/*
 * The server's renderer of the open pages (docs/decisions/0058): the same route table, pages and
 * queries as the browser, rendered to HTML for a visitor, with the data the page rendered from, so
 * the browser hydrates it without fetching again. Built by `vite build --ssr` into dist-server/ and
 * loaded by the server's web plugin.
 */

/**
 * A page rendered for a visitor: the HTML of #root, the state the browser hydrates from (JSON for
 * the data block the server writes after #root, `RENDERED_STATE_ID`), and the title and
 * description the page set for its head.
 */
export type RenderedPage = {
  html: string;
  state: string;
  head: RenderedHead;
  /** The exports naming the page's lazy modules, whose chunks the browser fetches (page-chunks.json). */
  pages: string[];
};

/**
 * Render passes at most: each pass lets the page ask for the queries it renders, then they are
 * fetched and it renders again. The deepest page today needs five: the shell's club and banner,
 * then a tournament, its sections' pairings, their standings (which name the pairings' round),
 * then the page. A page needing more is left to the browser, never shown half-loaded.
 */
const MAX_PASSES = 6;

type CachedQuery = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/**
 * Whether the page asked for the query with it enabled. The cache keeps the options the page
 * passed (`enabled` among them) though its type names only the shared ones.
 */
function wanted(query: CachedQuery): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: CachedQuery) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The queries the page asked for and has no answer to yet, fetching; none when it is complete. */
function fetchesStillOwed(queryClient: QueryClient): Promise<unknown>[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && wanted(query))
    .map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey }));
}

/**
 * The renderer, calling the API through `transport` (the server answering itself). A page is
 * rendered only when it is one of the open pages, its data all arrived, and nothing failed;
 * otherwise the answer is null and the browser renders the page as before (a signed-in page, an
 * unknown address, a tournament that does not exist).
 */
export function createPageRenderer(transport: ApiTransport) {
  setApiTransport(transport);
  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const queryClient = createQueryClient({ retry: false });
    const handler = createStaticHandler(createRoutes(queryClient));
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.errors) return null;
    if (context.matches.at(-1)?.route.path === '*') return null;

    const router = createStaticRouter(handler.dataRoutes, context);
    let head: RenderedHead = {};
    const renderWith = (client: QueryClient) => {
      head = {};
      return renderToString(
        <StrictMode>
          <PageHeadContext value={head}>
            <AppProvider queryClient={client} hydrating>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </PageHeadContext>
        </StrictMode>,
      );
    };
    // Each pass renders with a new cache holding the answers so far, so every query is asked for
    // with the options of the pass (one the page enables once it has another's answer included).
    let client = queryClient;
    let html = renderWith(client);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const owed = fetchesStillOwed(client);
      if (owed.length === 0) break;
      await Promise.allSettled(owed);
      const answered = answeredQueries(client);
      client = createQueryClient({ retry: false });
      seedQueries(client, answered, { fresh: true });
      html = renderWith(client);
    }
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => wanted(query) && query.state.status !== 'success')) return null;

    const state = serializeServerState({
      loaderData: context.loaderData,
      queries: answeredQueries(client),
    });
    const pages = context.matches.flatMap(({ route }) => {
      const page = (route.handle as Partial<PageHandle> | undefined)?.page;
      return page ? [page] : [];
    });
    return { html, head, state, pages };
  };
}
