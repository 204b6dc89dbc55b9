import { createContext } from 'react';

/** A page's title and description, as its `usePageMeta` set them. */
export type RenderedHead = { title?: string; description?: string };

/**
 * Where a page rendered on the server leaves its title and description, for the server to write
 * into the page's <head> (docs/decisions/0058): one source for the words of a page's title, the
 * page itself. Only the server's renderer provides it; in the browser, `usePageMeta` sets
 * document.title instead.
 */
export const PageHeadContext = createContext<RenderedHead | null>(null);
