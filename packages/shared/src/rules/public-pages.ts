/*
 * The pages a visitor opens without signing in, as search engines should know them (issue 32):
 * `/sitemap.xml` lists them, `/robots.txt` lets crawlers in to them and keeps every other page out
 * (signed-in pages, one-off links such as a reset or a thank-you page). The web app's route table
 * holds each of them as an open page (apps/web/src/app/paths.test.ts checks it).
 */

/** The public pages without a parameter, the home page first. */
export const PUBLIC_PAGES = [
  '/',
  '/classes',
  '/coaches',
  '/camp',
  '/about',
  '/news',
  '/blog',
  '/gallery',
  '/calendar',
  '/tournaments',
  '/tournaments/ongoing',
  '/board',
  '/login',
  '/register',
  '/register/groupClass',
  '/register/privateClass',
  '/register/rjlee',
  '/register/mustang',
  '/inquiry',
  '/forgotPassword',
  '/forgotUsername',
  '/camp/register',
] as const;

/** A coach's page: `/coach/{first name in lower case}`, as the coaches page links it. */
export const coachPagePath = (firstName: string): string =>
  `/coach/${encodeURIComponent(firstName.toLowerCase())}`;

/** A tournament's public pages (spec 2 §2), as its card and the sitemap link them. */
export const tournamentPaths = {
  detail: (t: { shortName: string }) => `/tournaments/${encodeURIComponent(t.shortName)}`,
  results: (t: { shortName: string }) => `${tournamentPaths.detail(t)}/results`,
  pairings: (t: { shortName: string }) => `${tournamentPaths.detail(t)}/pairings`,
  standings: (t: { shortName: string }) => `${tournamentPaths.detail(t)}/standings`,
  /** Registration; a sold-out event's page offers only the waiting list. */
  register: (t: { id: number }) => `/tourRegister/${t.id}`,
};

/**
 * Where the pages with a parameter live, for robots.txt: every path under these is a public page
 * (a coach, a tournament and its results, a tournament's registration form).
 */
export const PUBLIC_PAGE_PREFIXES = ['/coach/', '/tournaments/', '/tourRegister/'] as const;

/**
 * The id of the JSON data block a page rendered on the server carries: the data it was rendered
 * from, which the browser starts with (docs/decisions/0058). With the attribute
 * `RENDERED_STATE_KEPT`, the page was served from the server's short-lived copy, and the browser
 * asks for its data again once the page is live.
 */
export const RENDERED_STATE_ID = 'kingside-state';
export const RENDERED_STATE_KEPT = 'data-kept';

/**
 * JSON inside a `<script>` element (a data block, JSON-LD): nothing in it can close the element or
 * start a comment.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
