import { RENDERED_STATE_ID, RENDERED_STATE_KEPT, scriptJson } from '@kingside/shared';
import { escapeHtml, htmlToText } from '../../lib/html.js';

/*
 * The <head> of a public page as link previews and search engines read it (issue 32): title,
 * description, canonical address, Open Graph and Twitter card tags, and schema.org JSON-LD. Built
 * from public data only, the same for every caller, so it never carries anyone's personal data.
 */

/** What a page's head says about it. */
export type PageHead = {
  title: string;
  description: string;
  /** The page's canonical path (`/` for `/home`). */
  path: string;
  /** An absolute address of a picture for the preview, when the page has one. */
  image?: string | null;
  /** Open Graph's kind of page. */
  type?: 'website' | 'profile';
  /** schema.org objects, each one `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /** Keeps the page out of search engines (pages behind a sign-in, one-off links). */
  noindex?: boolean;
};

/** Descriptions are plain text cut at a word, as previews show about this much. */
export function shortText(text: string, max = 200): string {
  const flat = htmlToText(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The tags of `head`, for a site at `publicUrl` called `siteName`. */
export function headTags(head: PageHead, site: { publicUrl: string; siteName: string }): string {
  const url = site.publicUrl + head.path;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ].join('\n    ');
}

/**
 * What goes in index.html's empty #root: a page rendered on the server, the JSON of its data block,
 * and the title and description the page set for itself; `kept` when it is the server's copy of
 * an earlier rendering, so the browser asks for the data again once the page is live (`markKept`).
 */
export type PageBody = {
  html: string;
  state: string;
  head?: { title?: string; description?: string };
  kept?: boolean;
  /**
   * The page's own chunks (the build's page-chunks.json): the entry fetches them once the page
   * has painted, a few per task, so the app's loader finds them there instead of adding them all
   * in one long task (docs/decisions/0058).
   */
  chunks?: string[];
};

/** The data block a rendered page carries after #root (docs/decisions/0058). */
const STATE_OPENING = `<script type="application/json" id="${RENDERED_STATE_ID}">`;
const stateScript = ({ state }: PageBody) => `${STATE_OPENING}${state}</script>`;

/**
 * Marks the page's data block as the server's copy of an earlier rendering (`PageBody.kept`). Kept
 * apart from the page's HTML so that its ETag, taken before, is the same for the copy: a browser
 * revalidating gets 304 whenever the page's content is unchanged.
 */
export const markKept = (html: string): string =>
  html.replace(
    STATE_OPENING,
    `<script type="application/json" id="${RENDERED_STATE_ID}" ${RENDERED_STATE_KEPT}>`,
  );

const EMPTY_ROOT = '<div id="root"></div>';

/** `data-chunks` on #root: the page's chunk files, which are plain hashed names (assets/c-….js). */
const chunksAttribute = ({ chunks = [] }: PageBody) => {
  const files = chunks.filter((file) => /^[\w./-]+$/.test(file));
  return files.length > 0 ? ` data-chunks="${files.join(' ')}"` : '';
};

/**
 * The built index.html with the page's head (its own <title> and description give way to the
 * page's tags) and, for a page rendered on the server, its body. Throws at start-up if the file
 * lacks the title or the empty #root, rather than serve pages without them.
 */
export function htmlWithHead(indexHtml: string): (tags: string, body?: PageBody | null) => string {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta\s+name="description"[^>]*>/;
  if (!title.test(indexHtml)) throw new Error('index.html has no <title> to replace');
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  const [before, after] = indexHtml.replace(description, '').split(title) as [string, string];
  const [beforeRoot, afterRoot] = after.split(EMPTY_ROOT) as [string, string];
  // A rendered page is read before its JavaScript runs: the app's code loads after the page's
  // stylesheet and pictures instead of ahead of them (docs/decisions/0058).
  const rendered = beforeRoot
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  return (tags, body) =>
    body
      ? `${before}${tags}${rendered}<div id="root"${chunksAttribute(body)}>${body.html}</div>${stateScript(body)}${afterRoot}`
      : `${before}${tags}${after}`;
}
