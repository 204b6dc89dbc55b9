import { canAccess } from '@kingside/shared';
import {
  MENU_GROUPS,
  type MenuAccess,
  type MenuGroup,
  type MenuId,
  type PathEntry,
} from '@/app/paths/path-entry';
import type { Session } from '@/lib/session';

/** The caller's roles; null for a visitor. */
type Roles = readonly string[] | null;

/** The menus of spec 1 "Application shell", in display order; their items come from the paths. */
const NAV_MENUS: readonly { id: MenuId; label: string }[] = [
  { id: 'public', label: 'Club' },
  { id: 'learn', label: 'LEARN' },
  { id: 'admin', label: 'Admin' },
  { id: 'account', label: 'Account' },
];

const canSee = (access: MenuAccess, roles: Roles) =>
  access === 'visitor' ? roles === null : canAccess(access, roles);

/** Ungrouped items first, then the groups in MENU_GROUPS order. */
const groupRank = (group: MenuGroup | undefined) =>
  group === undefined ? -1 : MENU_GROUPS.indexOf(group);

export type VisibleNavItem = { label: string; to: string; group?: MenuGroup };
export type VisibleNavMenu = { id: MenuId; label: string; items: VisibleNavItem[] };

/**
 * The menus and items this session may see in `paths` (`OPEN_PATHS` for a visitor, `ALL_PATHS`
 * once signed in; app/paths.ts), with paths resolved: only entries that have a page and that the
 * session may open (docs/decisions/0022). Items keep the table's order within their group; empty
 * menus are dropped.
 */
export function getVisibleMenus(
  session: Session | null,
  paths: readonly PathEntry[],
): VisibleNavMenu[] {
  const roles = session?.roles ?? null;
  return NAV_MENUS.map((menu) => ({
    ...menu,
    items: paths
      .filter((entry) => entry.page !== undefined)
      .flatMap((entry) =>
        (entry.menus ?? [])
          .filter((item) => item.menu === menu.id && canSee(item.visibleTo ?? entry.access, roles))
          .map((item): VisibleNavItem => ({
            label: item.label,
            to: item.to ? (session ? item.to(session) : '/login') : entry.path,
            ...(item.group && { group: item.group }),
          })),
      )
      .sort((a, b) => groupRank(a.group) - groupRank(b.group)),
  })).filter((menu) => menu.items.length > 0);
}
