import {
  coachPagePath,
  PUBLIC_PAGE_PREFIXES,
  PUBLIC_PAGES,
  tournamentPaths,
} from '@kingside/shared';
import { describe, expect, it } from 'vitest';
import { OPEN_PATHS } from '@/app/paths';

/** Whether `path` is one of the open pages' addresses, `:name` segments matching any value. */
const isOpenPage = (path: string) =>
  OPEN_PATHS.some(
    (entry) =>
      entry.page !== undefined &&
      entry.access === 'public' &&
      new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
  );

// The pages /sitemap.xml lists and robots.txt lets crawlers in to (packages/shared
// rules/public-pages.ts) are pages a visitor opens without signing in.
describe('the public pages search engines are told of', () => {
  it('are open pages of the route table', () => {
    for (const page of PUBLIC_PAGES) expect(isOpenPage(page), page).toBe(true);
    const t = { id: 7, shortName: 'fall-open-2026' };
    for (const page of [
      coachPagePath('Anna'),
      ...Object.values(tournamentPaths).map((f) => f(t)),
    ]) {
      expect(isOpenPage(page), page).toBe(true);
      expect(
        PUBLIC_PAGE_PREFIXES.some((prefix) => page.startsWith(prefix)),
        page,
      ).toBe(true);
    }
  });
});
