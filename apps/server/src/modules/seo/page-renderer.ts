import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { cacheSlot } from '../../lib/app-caches.js';
import { injectFetch } from '../../lib/inject-fetch.js';
import type { PageBody } from './head.js';

/*
 * The open pages rendered on the server (docs/decisions/0058). The web build's renderer
 * (apps/web/src/entry-server.tsx, built into apps/web/dist-server/) renders a page for a visitor,
 * calling this server's own public API in-process; the HTML is the same for everyone, so it is
 * kept a few seconds and shared, as the public JSON is.
 */

/** Renders the page at `url` (path and query), or null when the browser renders it alone. */
export type PageRenderer = (url: string) => Promise<PageBody | null>;

/** What the web build's renderer answers: a page, and the exports naming its lazy modules. */
type Rendered = Omit<PageBody, 'chunks'> & { pages?: string[] };

type RendererModule = {
  createPageRenderer: (
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ) => (url: string) => Promise<Rendered | null>;
};

/**
 * The web build's `.vite/page-chunks.json` in `root`: each page export's chunk with the chunks it
 * imports, as the browser fetches them to start the page. Empty when there is none (an older
 * build): the browser then finds them itself.
 */
export function readPageChunks(root: string): Record<string, string[]> {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, '.vite/page-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    return {};
  }
}

/** How long a rendered page is served again before it is rendered anew. */
export const RENDERED_PAGE_FRESH_MS = 5_000;
/** Addresses kept at most; the oldest goes first (a crawler walking every tournament). */
const MAX_RENDERED_PAGES = 500;

type Kept = { at: number; page: Promise<PageBody | null> };
const RENDERED_PAGES = cacheSlot<Map<string, Kept>>('rendered pages');

/**
 * The renderer of the web build at `entry`, or null when there is none (the web app not built
 * for the server: every page is then rendered by the browser). Its API calls go to `app` through
 * `inject`, as a visitor's would: no session, whatever the asking browser holds.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  ctx: AppContext,
  entry: string,
  pageChunks: Record<string, string[]> = {},
): Promise<PageRenderer | null> {
  if (!fs.existsSync(entry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as RendererModule;
  const fetchInProcess = injectFetch(app);
  const renderPage = createPageRenderer((url, init) => {
    const headers = new Headers(init.headers);
    headers.delete('authorization');
    return fetchInProcess(new URL(url, ctx.config.publicUrl), { ...init, headers });
  });
  const render = async (url: string): Promise<PageBody | null> => {
    const rendered = await renderPage(url);
    if (!rendered) return null;
    const { pages = [], ...page } = rendered;
    const chunks = [...new Set(pages.flatMap((name) => pageChunks[name] ?? []))];
    return { ...page, chunks };
  };

  return (url) => {
    const kept = ctx.caches.get(RENDERED_PAGES, () => new Map<string, Kept>());
    const now = Date.now();
    const hit = kept.get(url);
    // The copy rendered for an earlier request: its data may have changed since, so the
    // browser asks for it again once the page is live (the HTML still paints at once).
    if (hit && now - hit.at < RENDERED_PAGE_FRESH_MS) {
      return hit.page.then((page) => page && { ...page, kept: true });
    }
    // One render per address at a time: visitors arriving together share it.
    const page = render(url).catch((err: unknown) => {
      app.log.error({ err, url }, 'server rendering failed: the browser renders the page');
      return null;
    });
    kept.delete(url);
    kept.set(url, { at: now, page });
    if (kept.size > MAX_RENDERED_PAGES) kept.delete(kept.keys().next().value as string);
    return page;
  };
}
