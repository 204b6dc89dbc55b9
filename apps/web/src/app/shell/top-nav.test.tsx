import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { setViewportWidth } from '@/test/match-media';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const LEARN_ITEMS = [
  'Assignments',
  'Puzzles',
  'End Game Training',
  'Analysis Board',
  'Student Corner',
  'Studies',
  'My Games',
  'Openings',
  'Play Live',
  'Attendance',
  'Pay By Credit Card',
];
const COACH_ITEMS = ['Games', 'Assignments Report', 'Games Explorer', 'My Students'];
const ADMIN_ONLY_ITEMS = [
  'Users',
  'Inquiries',
  'Configs',
  'News',
  'Coach Profiles',
  'Programs',
  'Locations',
  'Alerts',
  'Outbox',
  'Analytics',
  'RJ Lee Registrations',
  'Mustang Registrations',
  'Camp Registrations',
  'Camp Events',
];

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
    for (const link of ['Classes', 'Coaches', 'Tournaments', 'Summer Camp', 'Calendar', 'About']) {
      expect(within(nav).getByRole('link', { name: link })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'LEARN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(itemNames(await openMenu(user, 'Account'))).toEqual(['Login', 'Register', 'Contact Us']);
  });

  it('gives a student the LEARN menu, Profile and Logout, and no Admin menu', async () => {
    const { user } = renderAs(['student']);

    const learn = await openMenu(user, 'LEARN');
    expect(itemNames(learn)).toEqual(LEARN_ITEMS);
    expect(
      within(learn).getByRole('menuitem', { name: 'Student Corner' }).getAttribute('href'),
    ).toBe('/studentCorner/pat');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(itemNames(await openMenu(user, 'Account'))).toEqual(['Profile', 'Logout']);
  });

  it('gives a coach the Admin menu with the coach items only', async () => {
    const { user } = renderAs(['coach']);

    expect(await screen.findByRole('button', { name: 'LEARN' })).toBeTruthy();
    expect(itemNames(await openMenu(user, 'Admin'))).toEqual(COACH_ITEMS);
  });

  it('gives an admin the coach items and the admin-only items', async () => {
    const { user } = renderAs(['admin']);

    const names = itemNames(await openMenu(user, 'Admin'));
    for (const item of [...COACH_ITEMS, ...ADMIN_ONLY_ITEMS]) expect(names).toContain(item);
    expect(names).toHaveLength(25);
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
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
    expect(names).not.toContain('Assignments Report');
  });

  it('lists Assignments Report and Games Explorer for a coach', async () => {
    setViewportWidth(700);
    const { user } = renderAs(['coach']);

    const names = itemNames(await openMenu(user, 'Menu'));
    expect(names).toContain('Assignments Report');
    expect(names).toContain('Games Explorer');
    expect(names).not.toContain('Users');
  });

  it('lists Login, Register and Contact Us for a visitor', async () => {
    setViewportWidth(700);
    const { user } = renderAs(null);

    const names = itemNames(await openMenu(user, 'Menu'));
    expect(names).toEqual(expect.arrayContaining(['Login', 'Register', 'Contact Us', 'Classes']));
    expect(names).not.toContain('Assignments');
  });
});
