/** The seo module's public surface: the only file other code imports from it. */
import type { AppContext } from '../../context.js';
import { headTags, htmlWithHead, type PageBody } from './head.js';
import { pageHead } from './page-heads.js';

export { markKept, type PageBody } from './head.js';
export { loadPageRenderer, readPageChunks, type PageRenderer } from './page-renderer.js';

/**
 * The web app's index.html for each path, its head saying what the page is (title, description,
 * Open Graph, JSON-LD: docs/decisions/0057) and its body the page rendered on the server, when it
 * was (docs/decisions/0058). A failed lookup still answers the page, with the club's head.
 */
export function pageHtml(ctx: AppContext, indexHtml: string) {
  const render = htmlWithHead(indexHtml);
  const site = { publicUrl: ctx.config.publicUrl, siteName: ctx.config.club.name };
  return async (
    path: string,
    onError: (err: unknown) => void,
    body?: PageBody | null,
  ): Promise<string> => {
    const head = await pageHead(ctx, path, body?.head).catch((err: unknown) => {
      onError(err);
      return pageHead(ctx, '/');
    });
    return render(headTags(head, site), body);
  };
}
