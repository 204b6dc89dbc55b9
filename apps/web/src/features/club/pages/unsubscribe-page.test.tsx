import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiError, type MessageResponse } from '@kingside/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('unsubscribe page', () => {
  it('fills the address from the link, sends the token and says Unsubscribed Successfully!', async () => {
    const api = mockApi({
      'POST /api/unsubscribe': {
        body: { message: MESSAGES.unsubscribed } satisfies MessageResponse,
      },
    });
    const { user } = renderApp('/unsubscribe?email=kid%40example.com&token=sig123');

    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveProperty('value', 'kid@example.com');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(MESSAGES.unsubscribed)).toBeTruthy();
    expect(api.callsTo('POST /api/unsubscribe')[0]?.body).toEqual({
      email: 'kid@example.com',
      unsubscribe: true,
      token: 'sig123',
    });
    await waitFor(() => expect(document.title).toBe('KCC Unsubscribe'));
  });

  it('keeps Unsubscribe disabled until the text looks like an e-mail, and sends no token without one', async () => {
    const api = mockApi({
      'POST /api/unsubscribe': {
        body: { message: MESSAGES.unsubscribed } satisfies MessageResponse,
      },
    });
    const { user } = renderApp('/unsubscribe');

    const email = await screen.findByRole('textbox', { name: 'Email' });
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    expect(email).toHaveProperty('value', '');
    expect(button).toHaveProperty('disabled', true);
    await user.type(email, 'kid@example');
    expect(button).toHaveProperty('disabled', true);
    await user.type(email, '.com');
    await user.click(button);

    await screen.findByText(MESSAGES.unsubscribed);
    expect(api.callsTo('POST /api/unsubscribe')[0]?.body).toEqual({
      email: 'kid@example.com',
      unsubscribe: true,
    });
  });

  it('says Unable to unsubscribe! when the call fails', async () => {
    mockApi({
      'POST /api/unsubscribe': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts } satisfies ApiError,
      },
    });
    const { user } = renderApp('/unsubscribe?email=kid@example.com');

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(MESSAGES.unsubscribeFailed)).toBeTruthy();
  });
});
