import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_MESSAGES,
  type AdminUser,
  type ApiError,
  type StudentParent,
  type StudentParentsSave,
} from '@kingside/shared';
import { buildSession } from '@/test/factories';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = buildSession({ id: 1, username: 'admin', name: 'Avery Castle', roles: ['admin'] });

const riley: AdminUser = {
  id: 9,
  username: 'riley',
  name: 'Riley Pawnsworth',
  email: 'riley@example.com',
  phoneNumber: null,
  disabled: false,
  roles: ['student'],
  uscfid: null,
  chessDotComId: null,
  liChessId: null,
  rating: 850,
  section: null,
  classTime: null,
  classTimeId: null,
  coachId: null,
  unsubscribe: false,
  registerFor: null,
  createdDate: '2026-11-20T10:00:00Z',
};

const ACCOUNTS: Record<string, StudentParent> = {
  dana: { id: 20, username: 'dana', name: 'Dana Pawnsworth' },
  lee: { id: 21, username: 'lee', name: 'Lee Pawnsworth' },
};

describe('/users/{id} parents', () => {
  it("links a parent account by username, shows the server's message under the field, and removes one", async () => {
    const api = mockApi({
      'GET /api/mycoaches': { body: { items: [], total: 0, page: 0, size: 100 } },
      'GET /api/classTimes': { body: [] },
      'GET /api/users/9': { body: riley },
      'GET /api/users/9/parents': { body: [ACCOUNTS.dana] },
      'PUT /api/users/9/parents': ({ body }: MockRequest) => {
        const { usernames } = body as StudentParentsSave;
        const index = usernames.findIndex((name) => !ACCOUNTS[name]);
        if (index >= 0) {
          return {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: 'Check the highlighted fields.',
              fieldErrors: { [`usernames.${index}`]: [PROGRESS_MESSAGES.parentNotFound] },
            } satisfies ApiError,
          };
        }
        return { body: usernames.map((name) => ACCOUNTS[name]) };
      },
    });
    const { user } = renderApp('/users/9', { session: admin });

    const section = (
      await screen.findByRole('heading', { name: 'Parents' }, { timeout: 10_000 })
    ).closest('section')!;
    const list = await within(section).findByRole('list', { name: 'Parents' });
    expect(within(list).getByText('Dana Pawnsworth (dana)')).toBeTruthy();

    const field = within(section).getByRole('textbox', { name: "Parent's username" });
    await user.type(field, 'nobody');
    await user.click(within(section).getByRole('button', { name: 'Add parent' }));
    expect(await within(section).findByText(PROGRESS_MESSAGES.parentNotFound)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'lee');
    await user.click(within(section).getByRole('button', { name: 'Add parent' }));
    expect(await within(list).findByText('Lee Pawnsworth (lee)')).toBeTruthy();
    expect(api.callsTo('PUT /api/users/9/parents')[1]?.body).toEqual({
      usernames: ['dana', 'lee'],
    });
    expect((field as HTMLInputElement).value).toBe('');

    await user.click(within(list).getByRole('button', { name: /^Remove\s+dana$/ }));
    await waitFor(() => expect(within(list).queryByText('Dana Pawnsworth (dana)')).toBeNull());
    expect(api.callsTo('PUT /api/users/9/parents')[2]?.body).toEqual({ usernames: ['lee'] });
  });
});
