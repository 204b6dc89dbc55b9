import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// Only pages that exist and open for the role (docs/decisions/0022).
const LEARN_ITEMS = [
  'Assignments',
  'Puzzles',
  'End Game Training',
  'Play Stockfish',
  'Analysis (Fritz)',
  'Analysis Board',
  'Student Corner',
  'My Games',
  'Openings',
  'Play Live',
  'Pay By Credit Card',
];
const COACH_ITEMS = [
  'Games',
  'Assignments Report',
  'Assignments Progress',
  'Class Progress',
  'Games Explorer',
];
/** The admin's Admin menu, grouped: the start page, then each group's items. */
const ADMIN_GROUPS = {
  'Site content': [
    'News',
    'Coach Profiles',
    'Programs',
    'Locations',
    'Gallery Images',
    'Alerts',
    'Configs',
    'Analytics',
  ],
  'Registrations and payments': [
    'RJ Lee Registrations',
    'Mustang Registrations',
    'Camp Registrations',
    'Camp Events',
    'Payments',
  ],
  Members: [
    'Inquiries',
    'Users',
    'Coaches',
    'My Students',
    'User Activity',
    'Attendance History',
    'Chat Reports',
    'Class Times',
  ],
  Learning: [...COACH_ITEMS, 'Puzzle Import'],
  Tournaments: ['Tournament Coupons', 'Run Tournaments'],
  Mail: ['Contacts', 'Emailer', 'Outbox'],
  Server: ['Jobs'],
};

function renderAs(roles: Role[] | null) {
  mockApi();
  return renderApp('/', roles ? { session: buildSession({ roles, username: 'pat' }) } : {});
}

async function openMenu(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('top navigation at desktop width', () => {
  it('shows a visitor the public links and Login, Register and Contact Us, but no LEARN or Admin', async () => {
    const { user } = renderAs(null);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Classes', 'Coaches', 'Tournaments', 'Summer Camp', 'Calendar', 'About']);
    expect(screen.queryByRole('button', { name: 'LEARN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(itemNames(await openMenu(user, 'Account'))).toEqual(['Login', 'Register', 'Contact Us']);
  });

  it('gives a student the LEARN menu, Profile and Logout, and no Admin menu', async () => {
    const { user } = renderAs(['student']);

    const learn = await openMenu(user, 'LEARN');
    expect(itemNames(learn)).toEqual(LEARN_ITEMS);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(itemNames(await openMenu(user, 'Account'))).toEqual([
      'Profile',
      'Family',
      'Family cart',
      'Logout',
    ]);
  });

  it('gives an account without a role only the LEARN pages it may open', async () => {
    const { user } = renderAs([]);

    expect(itemNames(await openMenu(user, 'LEARN'))).toEqual([
      'Analysis Board',
      'Student Corner',
      // Open to every account; a non-member sees "Content Restricted" there (issue 17).
      'Play Live',
      'Pay By Credit Card',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });

  it("gives a coach the Admin menu with the coach's items only: My Students and Learning", async () => {
    const { user } = renderAs(['coach']);

    expect(await screen.findByRole('button', { name: 'LEARN' })).toBeTruthy();
    const admin = await openMenu(user, 'Admin');
    expect(itemNames(admin)).toEqual(['My Students', ...COACH_ITEMS]);
    expect(itemNames(within(admin).getByRole('group', { name: 'Members' }))).toEqual([
      'My Students',
    ]);
    expect(within(admin).getByRole('group', { name: 'Learning' })).toBeTruthy();
  });

  it('gives an admin the start page, then the admin items grouped by what admins do', async () => {
    const { user } = renderAs(['admin']);

    const admin = await openMenu(user, 'Admin');
    expect(itemNames(admin)).toEqual(['Admin Home', ...Object.values(ADMIN_GROUPS).flat()]);
    for (const [group, items] of Object.entries(ADMIN_GROUPS)) {
      expect(itemNames(within(admin).getByRole('group', { name: group }))).toEqual(items);
    }
    expect(within(admin).getByRole('menuitem', { name: 'Admin Home' }).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('moves through the admin groups with the arrow keys and opens an item with Enter', async () => {
    const { user, router } = renderAs(['admin']);

    await openMenu(user, 'Admin');
    expect(document.activeElement?.textContent).toBe('Admin Home');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('News');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Jobs');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/outbox'), {
      timeout: 10_000,
    });
  });

  it('moves focus into the menu, between items with the arrow keys, and back on Escape', async () => {
    const { user } = renderAs(['student']);

    const button = await screen.findByRole('button', { name: 'LEARN' });
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Assignments');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Puzzles');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Pay By Credit Card');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Assignments');

    await user.keyboard('{Escape}');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('closes the menu on a click outside it and after choosing an item', async () => {
    const { user, router } = renderAs(['student']);

    await user.click(await screen.findByRole('button', { name: 'LEARN' }));
    await screen.findByRole('menu');
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), {
      timeout: 10_000,
    });
  });

  it('shows elite and assistant users LEARN but no Admin menu', async () => {
    renderAs(['elite', 'assistant']);

    expect(await screen.findByRole('button', { name: 'LEARN' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });
});

describe('top navigation below 800 pixels', () => {
  it('collapses everything into one Menu button', async () => {
    setViewportWidth(700);
    const { user } = renderAs(['student']);

    const menu = await openMenu(user, 'Menu');
    const names = itemNames(menu);
    expect(screen.queryByRole('button', { name: 'LEARN' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    for (const item of ['Classes', 'About', ...LEARN_ITEMS, 'Profile', 'Logout']) {
      expect(names).toContain(item);
    }
    expect(names).not.toContain('Games Explorer');
  });

  it('lists Games, Assignments Report and Games Explorer for a coach', async () => {
    setViewportWidth(700);
    const { user } = renderAs(['coach']);

    const names = itemNames(await openMenu(user, 'Menu'));
    expect(names).toContain('Games');
    expect(names).toContain('Assignments Report');
    expect(names).toContain('Games Explorer');
    expect(names).not.toContain('Inquiries');
  });

  it('lists Login, Register and Contact Us for a visitor', async () => {
    setViewportWidth(700);
    const { user } = renderAs(null);

    const names = itemNames(await openMenu(user, 'Menu'));
    expect(names).toEqual(expect.arrayContaining(['Login', 'Register', 'Contact Us', 'Classes']));
    expect(names).not.toContain('Analysis Board');
  });
});
