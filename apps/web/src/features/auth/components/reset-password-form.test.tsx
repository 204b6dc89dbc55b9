import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiError, type MessageResponse } from '@kingside/shared';
import { PASSWORDS_DO_NOT_MATCH } from '@/features/auth/components/reset-password-form';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function submit(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirm: string,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password form', () => {
  it('refuses two different passwords without calling the server', async () => {
    const api = mockApi();
    const { user } = renderApp('/resetPassword/tok123');

    await submit(user, 'secret12', 'secret13');

    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
    expect(api.callsTo('POST /api/resetPassword')).toHaveLength(0);
  });

  it('sends the token from the address and shows the success message with a Login link', async () => {
    const api = mockApi({
      'POST /api/resetPassword': {
        body: { message: MESSAGES.passwordReset } satisfies MessageResponse,
      },
    });
    const { user } = renderApp('/resetPassword/tok123');

    await submit(user, 'secret12', 'secret12');

    expect(await screen.findByText(MESSAGES.passwordReset)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('POST /api/resetPassword')[0]?.body).toEqual({
      token: 'tok123',
      password: 'secret12',
    });
  });

  it('shows an invalid or expired link in a red alert', async () => {
    mockApi({
      'POST /api/resetPassword': {
        status: 400,
        body: { code: 'INVALID_TOKEN', message: MESSAGES.resetTokenInvalid } satisfies ApiError,
      },
    });
    const { user } = renderApp('/resetPassword/old');

    await submit(user, 'secret12', 'secret12');

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.resetTokenInvalid);
  });
});
