import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type ApiError,
  type OutboxEmail,
  type BoardThemePreference,
  type MessageResponse,
} from '@kingside/shared';
import { readSession } from '@/lib/session';
import { buildClub, buildProfile, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('routes and guards', () => {
  it('renders the 404 page inside the shell for an unknown route', async () => {
    mockApi();
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | KCC'));
  });

  it('renders the 404 page for a sign-up type that is not an account form', async () => {
    mockApi();
    renderApp('/register/noSuchType');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a visitor from a logged-in page to /login and back after logging in', async () => {
    mockApi({
      'POST /api/authenticate': { body: buildSession() },
      'GET /api/profile': { body: buildProfile({ roles: ['student', 'elite'] }) },
      'GET /api/preferences/boardTheme': {
        body: { boardTheme: 'Green' } satisfies BoardThemePreference,
      },
    });
    const { user, router } = renderApp('/profile');

    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'student');
    await user.type(screen.getByLabelText(/^Password/), 'chessclub');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('sam@example.com')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('list', { name: 'Roles' }).textContent).toBe('studentelite');
  });

  it('tells a student that the admin outbox is restricted', async () => {
    const api = mockApi();
    renderApp('/admin/outbox', { session: buildSession({ roles: ['student'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.callsTo('GET /api/admin/outbox')).toHaveLength(0);
  });

  it('shows the admin the outbox with the links in a message readable', async () => {
    mockApi({
      'GET /api/admin/outbox': {
        body: [
          {
            id: 1,
            to: 'kid@example.com',
            subject: 'Reset your password',
            text: 'Open http://localhost:3000/resetPassword/tok123 to continue.',
            html: null,
            status: 'stored',
            createdAt: '2025-05-01T10:00:00Z',
            sentAt: null,
          },
        ] satisfies OutboxEmail[],
      },
    });
    const { user } = renderApp('/admin/outbox', { session: buildSession({ roles: ['admin'] }) });

    await user.click(await screen.findByRole('button', { name: 'Show message' }));

    const link = await screen.findByRole('link', { name: /resetPassword\/tok123/ });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/resetPassword/tok123');
  });

  it('logs out on /logOut: removes the session and tells the server', async () => {
    const api = mockApi({
      'POST /api/logout': { body: { message: 'Logged out' } satisfies MessageResponse },
    });
    renderApp('/logOut', { session: buildSession({ id: 7, accessToken: 'tok' }) });

    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
    expect(readSession()).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/logout')).toHaveLength(1));
    const [call] = api.callsTo('POST /api/logout');
    expect(call?.body).toEqual({ id: 7, accessToken: 'tok' });
    expect(call?.headers.get('Authorization')).toBe('Bearer tok');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it('greets a visitor with the club name and offers Register and Login', async () => {
    mockApi({ 'GET /api/club': { body: buildClub({ name: 'Springfield Chess Club' }) } });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'Welcome to Springfield Chess Club' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('records one page view per navigation with the path and query', async () => {
    const api = mockApi();
    const { router } = renderApp('/home?ref=mail', { session: buildSession({ accessToken: 't' }) });

    await screen.findByText(/Welcome, /);
    await router.navigate('/login');
    await screen.findByRole('heading', { name: 'Login' });

    await waitFor(() => expect(api.callsTo('POST /api/pageviews')).toHaveLength(2));
    const [first, second] = api.callsTo('POST /api/pageviews');
    expect(first?.body).toEqual({ path: '/home?ref=mail' });
    expect(first?.headers.get('Authorization')).toBe('Bearer t');
    expect(second?.body).toEqual({ path: '/login' });
  });
});

describe('an ended session', () => {
  it('sends the user to log in, saying the session expired, when the server refuses the token', async () => {
    mockApi({
      'GET /api/profile': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Expired.' } satisfies ApiError,
      },
      'GET /api/preferences/boardTheme': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'Expired.' } satisfies ApiError,
      },
    });
    const { router } = renderApp('/profile', { session: buildSession() });

    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ redirectTo: { pathname: '/profile' } });
    expect(readSession()).toBeNull();
  });
});
