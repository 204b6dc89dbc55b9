import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageResponse, type ApiError } from '@kingside/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field =
      label === 'Password'
        ? screen.getByLabelText(/^Password/)
        : screen.getByRole('textbox', { name: label });
    await user.clear(field);
    await user.type(field, value);
  }
}

describe('sign-up form', () => {
  it('names the class type in its heading', async () => {
    mockApi();
    renderApp('/register/privateClass');

    expect(await screen.findByRole('heading', { name: 'Private Class' })).toBeTruthy();
  });

  it('shows the username, password and e-mail messages for invalid input', async () => {
    const api = mockApi();
    const { user } = renderApp('/register/groupClass');
    await screen.findByRole('heading', { name: 'Group Class' });

    await fill(user, { Username: 'ab', Email: 'not-an-email', Password: '12345', Name: 'Kid' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MESSAGES.usernameLength)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordLength)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(api.callsTo('POST /api/register')).toHaveLength(0);
  });

  it("shows 'This field is required!' for the empty required fields", async () => {
    mockApi();
    const { user } = renderApp('/register/groupClass');

    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));

    expect(await screen.findAllByText(MESSAGES.required)).toHaveLength(4);
  });

  it("puts the server's field errors on the fields and its message in a red alert", async () => {
    mockApi({
      'POST /api/register': {
        status: 409,
        body: {
          code: 'USERNAME_TAKEN',
          message: MESSAGES.usernameTaken,
          fieldErrors: { username: ['Choose another username.'] },
        } satisfies ApiError,
      },
    });
    const { user } = renderApp('/register/groupClass');
    await screen.findByRole('heading', { name: 'Group Class' });

    await fill(user, {
      Username: 'student',
      Email: 'kid@example.com',
      Password: 'secret1',
      Name: 'Kid',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.usernameTaken);
    expect(screen.getByText('Choose another username.')).toBeTruthy();
  });

  it("hides the form and shows the server's message with a Login link on success", async () => {
    const api = mockApi({
      'POST /api/register': {
        status: 201,
        body: { message: MESSAGES.registered } satisfies MessageResponse,
      },
    });
    const { user } = renderApp('/register/privateClass');
    await screen.findByRole('heading', { name: 'Private Class' });

    await fill(user, {
      Username: 'newkid',
      Email: 'kid@example.com',
      Password: 'secret1',
      Name: 'Kid',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(MESSAGES.registered)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/register')[0]?.body).toEqual({
      username: 'newkid',
      email: 'kid@example.com',
      password: 'secret1',
      name: 'Kid',
      phoneNumber: null,
      registerFor: 'privateClass',
    });
  });
});
