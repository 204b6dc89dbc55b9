import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '@kingside/shared';
import type { ComponentType, ReactElement } from 'react';
import type { RestrictedVariant } from '@/components/restricted';
import type { Session } from '@/lib/session';

/** Starts queries a page renders first; it never waits (the page shows loading itself). */
export type Prefetch = (queryClient: QueryClient) => void;

/** A lazily imported page: its module, then the component or element the route renders. */
/**
 * What a page's lazy route gives React Router: the page, and in `handle.page` the name its module
 * exports it by, which names the page's chunks in the build (`page-chunks.json`, docs/decisions/0058).
 */
export type LazyPage = () => Promise<
  ({ Component: ComponentType } | { element: ReactElement }) & { handle: PageHandle }
>;

/** A page route's handle: the export that names its chunks. */
export type PageHandle = { page: string };

export type MenuId = 'public' | 'learn' | 'admin' | 'account';

/**
 * The Admin menu's groups, by what admins do, in display order; a group shows only when one of
 * its items does (docs/decisions/0022).
 */
export const MENU_GROUPS = [
  'Site content',
  'Registrations and payments',
  'Members',
  'Learning',
  'Tournaments',
  'Mail',
  'Server',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Who sees a menu item: an access level, or `visitor` (only callers not logged in). */
export type MenuAccess = Access | 'visitor';

export type MenuPlacement = {
  menu: MenuId;
  label: string;
  /** Defaults to the entry's `access`; differs where the menu is narrower than the route. */
  visibleTo?: MenuAccess;
  /** The link when it names the logged-in user; `path` otherwise. */
  to?: (session: Session) => string;
  /** The heading it is listed under (the Admin menu); ungrouped items come first. */
  group?: MenuGroup;
};

export type PathEntry = {
  /** The address, from the root: `/` is the index route; `:name` segments are params. */
  path: string;
  /** Who may open the page (`RequireAccess`); `public` has no guard. */
  access: Access;
  /** What a logged-in caller without the role sees; `access` (the restriction message) if unset. */
  denied?: RestrictedVariant;
  /** `public`: plain HTML in the shell (ADR 0009 budget); `mui`: inside the lazy MUI layout. */
  layout: 'public' | 'mui';
  /**
   * The page; absent for a screen a later issue builds: it has no route yet (the 404 page) and
   * no menu lists it until it has a page (docs/decisions/0022).
   */
  page?: LazyPage;
  /** Queries started by the route's loader, in parallel with the page's code. */
  prefetch?: readonly Prefetch[];
  /** Where the navigation lists it; menus keep the table's order. */
  menus?: readonly MenuPlacement[];
};

/**
 * The page component exported as `name` by the module `load` imports. `load` stays a literal
 * `() => import('…')`, so Vite gives every page its own chunk.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  return () => load().then((module) => ({ Component: module[name], handle: { page: name } }));
}

/**
 * A page rendered with fixed props, e.g. one page component serving two schools: `render` gets
 * the component the module exports as `name`.
 */
export function lazyElement<K extends string, M extends Record<K, unknown>>(
  load: () => Promise<M>,
  name: K,
  render: (Page: M[K]) => ReactElement,
): LazyPage {
  return () => load().then((module) => ({ element: render(module[name]), handle: { page: name } }));
}

/** What an entry states beyond its path, access and layout. */
type Details = Omit<PathEntry, 'path' | 'access' | 'layout' | 'page'>;

const entry = (
  path: string,
  access: Access,
  layout: PathEntry['layout'],
  page: LazyPage | undefined,
  details: Details,
): PathEntry => ({ path, access, layout, ...(page && { page }), ...details });

/** A plain-HTML page anyone may open: no MUI and no zod (the ADR 0009 budget). */
export const sitePage = (path: string, page?: LazyPage, details: Details = {}): PathEntry =>
  entry(path, 'public', 'public', page, details);

/** A page inside the lazy MUI layout (forms, profile, learning and admin screens). */
export const muiPage = (
  path: string,
  access: Access,
  page?: LazyPage,
  details: Details = {},
): PathEntry => entry(path, access, 'mui', page, details);

/**
 * A menu item for a screen a later issue builds: no menu shows it until it has a page
 * (docs/decisions/0022).
 */
export const menuLink = (
  path: string,
  access: Access,
  menu: MenuId,
  label: string,
  group?: MenuGroup,
): PathEntry => muiPage(path, access, undefined, { menus: [{ menu, label, group }] });

/** An admin-only screen listed in the Admin menu under `group` (grids, outbox, analytics, payments). */
export const adminScreen = (
  path: string,
  group: MenuGroup,
  label: string,
  page?: LazyPage,
): PathEntry => muiPage(path, 'admin', page, { menus: [{ menu: 'admin', label, group }] });
