import type { PathEntry } from '@/app/paths/path-entry';
import { PUBLIC_SITE_PATHS } from '@/app/paths/public-site';
import { VISITOR_PAGE_PATHS } from '@/app/paths/visitor-pages';

/**
 * The route table, read by the router (src/app/router.tsx) and the navigation
 * (src/app/shell/nav-config.ts); each area's entries are in `src/app/paths/`, built with the
 * helpers of `paths/path-entry.ts`. Each page is a lazy import, so a public page never loads admin
 * code; the `public` layout keeps MUI and zod out of the public pages (the 150 KB budget).
 *
 * The table is in two parts. The plain-HTML pages (the `public` layout: the club site,
 * `public-site.ts`, and `visitor-pages.tsx`) are `OPEN_PATHS`, in the entry chunk, so a visitor's
 * first page waits for no other table. The MUI pages (`learning.ts`, `admin.tsx`, `accounts.tsx`:
 * every page behind a sign-in, and the few MUI pages open to all) are only in `ALL_PATHS`
 * (`signed-in.ts`), a lazy chunk: the router adds their routes the first time a path is not an
 * open page, and a signed-in user's menus wait for it. A new signed-in page is one entry in its
 * area's file; a new plain page goes in `public-site.ts` or `visitor-pages.tsx`.
 */
export const OPEN_PATHS: readonly PathEntry[] = [...PUBLIC_SITE_PATHS, ...VISITOR_PAGE_PATHS];

/** Every page and menu link, in menu order, the MUI pages included (a lazy chunk). */
export const loadAllPaths = (): Promise<readonly PathEntry[]> =>
  import('@/app/paths/signed-in').then((module) => module.ALL_PATHS);

let menuPaths: Promise<readonly PathEntry[]> | undefined;
let loadedMenuPaths: readonly PathEntry[] | undefined;

/**
 * The table a signed-in user's menus list: `ALL_PATHS` once its chunk has loaded. One promise for
 * the app's life (what React's `use` needs); the open pages alone if the chunk fails to load, so
 * the menus still show (the router tries again on the next navigation).
 */
export function loadMenuPaths(): Promise<readonly PathEntry[]> {
  menuPaths ??= loadAllPaths()
    .catch(() => OPEN_PATHS)
    .then((paths) => (loadedMenuPaths = paths));
  return menuPaths;
}

/** The menus' table if it has loaded already, so they show at once; undefined before. */
export const menuPathsIfLoaded = (): readonly PathEntry[] | undefined => loadedMenuPaths;
