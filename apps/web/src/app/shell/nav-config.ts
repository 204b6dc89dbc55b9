import { canAccess } from '@kingside/shared';
import { PATHS } from '@/app/paths';
import type { MenuAccess, MenuId } from '@/app/paths/path-entry';
import type { Session } from '@/lib/session';

/** The caller's roles; null for a visitor. */
type Roles = readonly string[] | null;

/** The menus of spec 1 "Application shell", in display order; their items come from PATHS. */
const NAV_MENUS: readonly { id: MenuId; label: string }[] = [
  { id: 'public', label: 'Club' },
  { id: 'learn', label: 'LEARN' },
  { id: 'admin', label: 'Admin' },
  { id: 'account', label: 'Account' },
];

const canSee = (access: MenuAccess, roles: Roles) =>
  access === 'visitor' ? roles === null : canAccess(access, roles);

export type VisibleNavItem = { label: string; to: string };
export type VisibleNavMenu = { id: MenuId; label: string; items: VisibleNavItem[] };

/** The menus and items this session may see, with paths resolved; empty menus are dropped. */
export function getVisibleMenus(session: Session | null): VisibleNavMenu[] {
  const roles = session?.roles ?? null;
  return NAV_MENUS.map((menu) => ({
    ...menu,
    items: PATHS.flatMap((entry) =>
      (entry.menus ?? [])
        .filter((item) => item.menu === menu.id && canSee(item.visibleTo ?? entry.access, roles))
        .map((item) => ({
          label: item.label,
          to: item.to ? (session ? item.to(session) : '/login') : entry.path,
        })),
    ),
  })).filter((menu) => menu.items.length > 0);
}
