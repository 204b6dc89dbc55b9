import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserActivity, UserActivityPage } from '@kingside/shared';
import { AppProvider } from '@/app/provider';
import { UserActivityGrid } from '@/features/activity/components/user-activity-grid';
import { createQueryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';

const activity = (id: number, overrides: Partial<UserActivity> = {}): UserActivity => ({
  user: { id, username: `player${id}` },
  lastLoginIP: '203.0.113.7',
  lastLoginDate: '2026-11-24T15:00:00Z',
  lastLogoutDate: null,
  online: true,
  lastSessionId: 'a1b2c3d4e5f6',
  liveSessions: 1,
  ...overrides,
});

function renderGrid() {
  saveSession(buildSession({ roles: ['admin'] }));
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter>
        <UserActivityGrid disableVirtualization />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

describe('UserActivityGrid', () => {
  it("shows the last 60 days' logins by session fingerprint, and ends a user's sessions", async () => {
    let live = 2;
    const api = mockApi({
      'GET /api/useractivities/': () => ({
        body: {
          items: [activity(7, { liveSessions: live }), activity(8, { liveSessions: 0 })],
          total: 2,
          page: 0,
          size: 25,
        } satisfies UserActivityPage,
      }),
      'POST /api/useractivities/7/endSessions': () => {
        live = 0;
        return { body: { message: '2 sessions ended.', ended: 2 } };
      },
    });
    const { user } = renderGrid();
    const grid = await screen.findByRole('grid', { name: 'User Activity' });
    expect(await within(grid).findByText('player7')).toBeTruthy();
    expect(within(grid).getAllByText('a1b2c3d4e5f6')).toHaveLength(2);
    expect(api.callsTo('GET /api/useractivities/')[0]?.query.get('noOfDays')).toBe('60');
    // No live session: nothing to end.
    expect(
      (within(grid).getByRole('button', { name: 'End sessions of player8' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(within(grid).getByRole('button', { name: 'End sessions of player7' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('2 sessions ended.')).toBeTruthy();
    expect(api.callsTo('POST /api/useractivities/7/endSessions')[0]?.body).toEqual({
      session: null,
    });
  });

  it('asks for another window when the admin picks one', async () => {
    const api = mockApi({
      'GET /api/useractivities/': { body: { items: [], total: 0, page: 0, size: 25 } },
    });
    const { user } = renderGrid();
    await user.click(await screen.findByRole('combobox', { name: 'Logins in the last' }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/useractivities/').at(-1)?.query.get('noOfDays')).toBe('7'),
    );
  });
});
