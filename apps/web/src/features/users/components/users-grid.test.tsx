import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type AdminUser, type AdminUserPage, type ApiError } from '@kingside/shared';
import { AppProvider } from '@/app/provider';
import { UsersGrid } from '@/features/users/components/users-grid';
import { createQueryClient } from '@/lib/query-client';
import { saveSession } from '@/lib/session';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { enter } from '@/test/enter';

function buildAdminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `player${id}`,
    name: `Player ${id}`,
    email: `player${id}@example.com`,
    phoneNumber: null,
    disabled: false,
    roles: ['student'],
    uscfid: null,
    chessDotComId: null,
    liChessId: null,
    rating: 1000 + id,
    section: null,
    classTime: 'Saturday 10:00 AM',
    classTimeId: null,
    coachId: null,
    unsubscribe: false,
    registerFor: null,
    createdDate: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/**
 * A server of 60 users answering the grid's page, size and search; it sends the first 3 rows of
 * each page only, which is all a test looks at (a 17-column grid renders slowly in jsdom).
 */
function mockUsers(extra: Record<string, unknown> = {}) {
  const all = Array.from({ length: 60 }, (_, i) => buildAdminUser(i + 1));
  return mockApi({
    'GET /api/users': ({ query }: MockRequest) => {
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      const search = query.get('search') ?? '';
      const matching = all.filter((u) => u.username.includes(search));
      return {
        body: {
          items: matching.slice(page * size, page * size + Math.min(size, 3)),
          total: matching.length,
          page,
          size,
        } satisfies AdminUserPage,
      };
    },
    'GET /api/mycoaches': { body: { items: [], total: 0, page: 0, size: 100 } },
    'GET /api/classTimes': { body: [] },
    ...extra,
  });
}

function renderGrid() {
  saveSession(buildSession({ roles: ['admin'] }));
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter>
        <UsersGrid disableVirtualization />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user };
}

describe('UsersGrid', () => {
  it('asks the server for the next page, and for the search from its first page', async () => {
    const api = mockUsers();
    const { user } = renderGrid();
    const grid = await screen.findByRole('grid', { name: 'Users' });
    expect(await within(grid).findByRole('link', { name: 'player1' })).toBeTruthy();
    expect(api.callsTo('GET /api/users')[0]?.query.get('sort')).toBe('username');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await within(grid).findByRole('link', { name: 'player26' })).toBeTruthy();
    expect(api.callsTo('GET /api/users').at(-1)?.query.get('page')).toBe('1');

    await enter(user, screen.getByRole('searchbox', { name: /search/i }), 'player5');
    await waitFor(() => {
      const last = api.callsTo('GET /api/users').at(-1);
      expect(last?.query.get('search')).toBe('player5');
      expect(last?.query.get('page')).toBe('0');
    });
    expect(await within(grid).findByRole('link', { name: 'player50' })).toBeTruthy();
    expect(within(grid).queryByRole('link', { name: 'player26' })).toBeNull();
  });

  it('saves an inline edit with PUT /api/user/{id} and shows the server field messages', async () => {
    const api = mockUsers({
      'PUT /api/user/1': ({ body }: MockRequest) => {
        const input = body as Partial<AdminUser>;
        if (input.section === 'bad') {
          return {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: MESSAGES.invalidRequest,
              fieldErrors: { coachId: [MESSAGES.coachNotFound] },
            } satisfies ApiError,
          };
        }
        return { body: { ...buildAdminUser(1), ...input } };
      },
    });
    const { user } = renderGrid();
    const grid = await screen.findByRole('grid', { name: 'Users' });
    await within(grid).findByRole('link', { name: 'player1' });

    const row = within(grid).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const section = within(grid).getByRole('textbox', { name: 'Section' });
    await enter(user, section, 'bad');
    await user.click(within(grid).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Coach: ${MESSAGES.coachNotFound}`)).toBeTruthy();
    expect(api.callsTo('PUT /api/user/1')[0]?.body).toMatchObject({ section: 'bad', rating: 1001 });
    expect(api.callsTo('PUT /api/user/1')[0]?.body).not.toHaveProperty('username');

    await user.clear(within(grid).getByRole('textbox', { name: 'Section' }));
    await enter(user, within(grid).getByRole('textbox', { name: 'Section' }), 'K-8');
    await user.click(within(grid).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/1')).toHaveLength(2));
    expect(api.callsTo('PUT /api/user/1')[1]?.body).toMatchObject({ section: 'K-8' });
  });
});
