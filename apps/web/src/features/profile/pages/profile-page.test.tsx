import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type BoardThemePreference } from '@kingside/shared';
import { buildProfile, buildSession } from '@/test/factories';
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

    const note = (await screen.findByText(MESSAGES.notAMemberYet)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(note).getByRole('link', { name: 'Classes' }).getAttribute('href')).toBe(
      '/classes',
    );
    expect(within(note).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/inquiry',
    );
  });

  it('says nothing about membership to a member', async () => {
    mockApi({
      'GET /api/profile': { body: buildProfile({ roles: ['student'] }) },
      'GET /api/preferences/boardTheme': boardTheme,
    });
    renderApp('/profile', { session: buildSession() });

    expect(await screen.findByText('sam@example.com')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.notAMemberYet)).toBeNull();
  });
});
