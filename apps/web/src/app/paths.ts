import { ACCOUNT_PATHS } from '@/app/paths/accounts';
import { ADMIN_PATHS } from '@/app/paths/admin';
import { LEARNING_PATHS } from '@/app/paths/learning';
import type { PathEntry } from '@/app/paths/path-entry';
import { PUBLIC_SITE_PATHS } from '@/app/paths/public-site';

/**
 * Every page and menu link, read by the router (src/app/router.tsx) and the navigation
 * (src/app/shell/nav-config.ts); each area's entries are in `src/app/paths/`, built with the
 * helpers of `paths/path-entry.ts`. Each page is a lazy import, so a public page never loads admin
 * code; the `public` layout keeps MUI and zod out of the public pages (the 150 KB budget). Menus
 * list their items in this order.
 */
export const PATHS: readonly PathEntry[] = [
  ...PUBLIC_SITE_PATHS,
  ...LEARNING_PATHS,
  ...ADMIN_PATHS,
  ...ACCOUNT_PATHS,
];
