import { canAccess, type Access, type Role } from '@kingside/shared';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAccess } from '@/app/guards';
import { OPEN_PATHS } from '@/app/paths';
import { ALL_PATHS } from '@/app/paths/signed-in';
import { createRoutes } from '@/app/router';
import { getVisibleMenus } from '@/app/shell/nav-config';
import { createQueryClient } from '@/lib/query-client';
import { buildSession } from '@/test/factories';

const ROLE_SETS: [string, Role[] | null][] = [
  ['a visitor', null],
  ['an account without a role', []],
  ['a student', ['student']],
  ['a coach', ['coach']],
  ['an admin', ['admin']],
];

/** The whole tree: what the router has once it has added the signed-in pages. */
const routes = createRoutes(createQueryClient(), ALL_PATHS);

/** What opening `to` shows someone with `roles`: a page, the 404 page, or a refusal. */
function opens(to: string, roles: Role[] | null): 'page' | 'not found' | 'refused' {
  const matches = matchRoutes(routes, to) ?? [];
  const last = matches.at(-1);
  if (!last || last.route.path === '*') return 'not found';
  const guards = matches.flatMap(({ route }) =>
    isValidElement<{ access: Access }>(route.element) && route.element.type === RequireAccess
      ? [route.element.props.access]
      : [],
  );
  return guards.every((access) => canAccess(access, roles)) ? 'page' : 'refused';
}

describe('menus', () => {
  it.each(ROLE_SETS)('lead %s only to pages that open for them', (_who, roles) => {
    const session = roles && buildSession({ roles, username: 'pat' });

    expect(getVisibleMenus(session, ALL_PATHS).length).toBeGreaterThan(0);
    const broken = getVisibleMenus(session, ALL_PATHS).flatMap((menu) =>
      menu.items
        .filter((item) => opens(item.to, roles) !== 'page')
        .map((item) => `${menu.label} > ${item.label} (${item.to}): ${opens(item.to, roles)}`),
    );
    expect(broken).toEqual([]);
  });

  it('keeps every plain page, and all a visitor sees in menus, in the part in the entry chunk', () => {
    const open = new Set(OPEN_PATHS);
    expect(OPEN_PATHS.every((entry) => ALL_PATHS.includes(entry))).toBe(true);
    expect(
      ALL_PATHS.filter((entry) => entry.layout === 'public' && !open.has(entry)).map(
        (entry) => entry.path,
      ),
    ).toEqual([]);
    expect(getVisibleMenus(null, OPEN_PATHS)).toEqual(getVisibleMenus(null, ALL_PATHS));
  });

  it('tells a page from the 404 page and from a refusal', () => {
    expect(opens('/classes', null)).toBe('page');
    expect(opens('/studentCorner/pat', ['admin'])).toBe('page');
    expect(opens('/nowhere', ['admin'])).toBe('not found');
    expect(opens('/studies', ['student'])).toBe('refused');
    expect(opens('/myGames', [])).toBe('refused');
  });

  it("lists Student Corner in LEARN, opening the signed-in user's own corner", () => {
    const learn = getVisibleMenus(
      buildSession({ roles: ['student'], username: 'pat' }),
      ALL_PATHS,
    ).find((menu) => menu.id === 'learn');
    expect(learn?.items).toContainEqual({ label: 'Student Corner', to: '/studentCorner/pat' });
  });

  it('lists Class Progress in the Learning group for coaches and admins only', () => {
    const adminItems = (roles: Role[]) =>
      getVisibleMenus(buildSession({ roles }), ALL_PATHS)
        .find((menu) => menu.id === 'admin')
        ?.items.map((item) => `${item.group ?? ''}: ${item.label}`) ?? [];
    expect(adminItems(['coach'])).toContain('Learning: Class Progress');
    expect(adminItems(['admin'])).toContain('Learning: Class Progress');
    expect(adminItems(['student'])).not.toContain('Learning: Class Progress');
  });

  it("gives a coach an Admin menu of the coach's own screens, My Students among them", () => {
    const admin = getVisibleMenus(buildSession({ roles: ['coach'] }), ALL_PATHS).find(
      (m) => m.id === 'admin',
    );
    const labels = admin?.items.map((item) => item.label) ?? [];
    expect(labels).toContain('My Students');
    expect(labels).not.toContain('Users');
    expect(labels).not.toContain('Coaches');
  });

  it("gives a tournament director an Admin menu of the director's screens alone", () => {
    const admin = getVisibleMenus(buildSession({ roles: ['director'] }), ALL_PATHS).find(
      (m) => m.id === 'admin',
    );
    expect(admin?.items).toEqual([
      { label: 'Run Tournaments', to: '/director', group: 'Tournaments' },
    ]);
  });

  it('groups the Admin menu by what admins do, the start page first', () => {
    const admin = getVisibleMenus(buildSession({ roles: ['admin'] }), ALL_PATHS).find(
      (m) => m.id === 'admin',
    );

    expect(admin?.items[0]).toEqual({ label: 'Admin Home', to: '/admin' });
    const groups = [...new Set(admin?.items.flatMap((item) => item.group ?? []))];
    expect(groups).toEqual([
      'Site content',
      'Registrations and payments',
      'Members',
      'Learning',
      'Tournaments',
      'Mail',
      'Server',
    ]);
  });
});
