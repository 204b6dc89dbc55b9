import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type BoardThemePreference } from '@kingside/shared';
import { buildChild, buildProfile, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const boardTheme = { body: { boardTheme: 'Green' } satisfies BoardThemePreference };

describe('profile page', () => {
  it('tells an account without a role it is not a member yet and how to become one', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ roles: [] }) },
      'GET /api/preferences/boardTheme': boardTheme,
    });
    renderApp('/profile', { session: buildSession({ roles: [] }) });

    const note = (
      await screen.findByText(MESSAGES.notAMemberYet, {}, { timeout: 10_000 })
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(within(note).getByRole('link', { name: 'Classes' }).getAttribute('href')).toBe(
      '/classes',
    );
    expect(within(note).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/inquiry',
    );
  });

  it('tells a parent, an account without a role whose family has children, where their children are, not that it is no member', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ roles: [] }) },
      'GET /api/preferences/boardTheme': boardTheme,
      'GET /api/family/children': { body: [buildChild()] },
    });
    renderApp('/profile', { session: buildSession({ roles: [] }) });

    const note = (
      await screen.findByText(MESSAGES.parentAccount, {}, { timeout: 10_000 })
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(within(note).getByRole('link', { name: 'Family' }).getAttribute('href')).toBe(
      '/profile/family',
    );
    expect(screen.queryByText(MESSAGES.notAMemberYet)).toBeNull();
  });

  it('says nothing about membership to a member', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ roles: ['student'] }) },
      'GET /api/preferences/boardTheme': boardTheme,
    });
    renderApp('/profile', { session: buildSession() });

    expect(await screen.findByText('sam@example.com')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.notAMemberYet)).toBeNull();
    expect(screen.queryByText(MESSAGES.parentAccount)).toBeNull();
  });
});
