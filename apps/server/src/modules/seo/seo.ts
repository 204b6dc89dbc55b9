import {
  coachPagePath,
  PUBLIC_PAGE_PREFIXES,
  PUBLIC_PAGES,
  tournamentPaths,
} from '@kingside/shared';
import { escapeHtml } from '../../lib/html.js';

/*
 * What search engines read (issue 32): robots.txt and the sitemap, built from the list of public
 * pages in packages/shared (rules/public-pages.ts) and the club's public address (PUBLIC_URL).
 */

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Addresses a tournament adds to the sitemap: its detail page and its registration form. */
const PER_TOURNAMENT = 2;

/**
 * robots.txt: crawlers may read the public pages and nothing else. An allow-list, so a page added
 * behind a sign-in is kept out without editing this; `$` ends an exact address, so
 * `/camp/register$` does not let in `/camp/registrations`.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PUBLIC_PAGES.map((page) => `Allow: ${page}$`),
    ...PUBLIC_PAGE_PREFIXES.map((prefix) => `Allow: ${prefix}`),
    'Disallow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages' paths: the fixed pages, each active coach's, each tournament's. */
export function publicPagePaths(
  coachFirstNames: readonly string[],
  tournaments: readonly { id: number; shortName: string }[],
): string[] {
  return [
    ...PUBLIC_PAGES,
    ...coachFirstNames.map(coachPagePath),
    ...tournaments.flatMap((t) => [tournamentPaths.detail(t), tournamentPaths.register(t)]),
  ];
}

/** How many tournaments fit in one sitemap beside the fixed pages and the coaches. */
export const tournamentRoom = (coachCount: number) =>
  Math.max(0, Math.floor((SITEMAP_MAX_URLS - PUBLIC_PAGES.length - coachCount) / PER_TOURNAMENT));

/** The sitemap (sitemaps.org 0.9) of these paths under the club's public address. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(publicUrl + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
