import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiError } from '@kingside/shared';
import { readSession } from '@/lib/session';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const passwordInput = () => screen.getByLabelText(/^Password/);

describe('login form', () => {
  it("shows 'This field is required!' for an empty username and password", async () => {
    const api = mockApi();
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(api.callsTo('POST /api/authenticate')).toHaveLength(0);
  });

  it("shows the server's message in a red alert when the login fails", async () => {
    mockApi({
      'POST /api/authenticate': {
        status: 401,
        body: {
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid username or password.',
        } satisfies ApiError,
      },
    });
    const { user } = renderApp('/login');

    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'student');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid username or password.')).toBeTruthy();
    expect(alert.className).toMatch(/notice-error/);
    expect(readSession()).toBeNull();
  });

  it('stores the session and opens the page the user was sent from', async () => {
    const session = buildSession({ name: 'Ada Lovelace' });
    const api = mockApi({ 'POST /api/authenticate': { body: session } });
    const { user, router } = renderApp('/login', {
      state: { redirectTo: { pathname: '/home', search: '', hash: '' } },
    });

    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'student');
    await user.type(passwordInput(), 'chessclub');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Welcome, Ada Lovelace!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(readSession()).toEqual(session);
    expect(api.callsTo('POST /api/authenticate')[0]?.body).toEqual({
      username: 'student',
      password: 'chessclub',
    });
  });
});
