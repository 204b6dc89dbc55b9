import { ACCOUNT_PATHS } from '@/app/paths/accounts';
import { ADMIN_PATHS } from '@/app/paths/admin';
import { LEARNING_PATHS } from '@/app/paths/learning';
import type { PathEntry } from '@/app/paths/path-entry';
import { PUBLIC_SITE_PATHS } from '@/app/paths/public-site';
import { VISITOR_PAGE_PATHS } from '@/app/paths/visitor-pages';

/**
 * Every page and menu link, in the order menus list them: the plain pages of the entry chunk
 * (app/paths.ts's `OPEN_PATHS`) and the MUI pages (every page behind a sign-in, and the few MUI
 * pages a visitor may open), which only this module holds. It is a lazy chunk (`loadAllPaths`),
 * so that part of the table, its pages' chunk names among them, stays out of the entry chunk. A
 * plain page an area lists (the analysis board in LEARN) keeps its place there.
 */
export const ALL_PATHS: readonly PathEntry[] = [
  ...new Set([
    ...PUBLIC_SITE_PATHS,
    ...LEARNING_PATHS,
    ...ADMIN_PATHS,
    ...ACCOUNT_PATHS,
    ...VISITOR_PAGE_PATHS,
  ]),
];
