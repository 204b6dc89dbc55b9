import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiError, type MessageResponse } from '@kingside/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function subscribeBox() {
  await screen.findByRole('heading', { name: 'Newsletter' });
  return {
    email: screen.getByRole('textbox', { name: 'Email' }),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('newsletter box on the home page', () => {
  it('enables Subscribe only while the text has the shape something@something.something', async () => {
    mockApi();
    const { user } = renderApp('/');
    const { email, button } = await subscribeBox();

    expect(button).toHaveProperty('disabled', true);
    for (const [text, enabled] of [
      ['kid', false],
      ['kid@example', false],
      ['kid@example.', false],
      ['kid@example.com', true],
      ['kid @example.com', false],
    ] as const) {
      await user.clear(email);
      await user.type(email, text);
      expect(button).toHaveProperty('disabled', !enabled);
    }
  });

  it('subscribes the address and says Added Successfully!', async () => {
    const api = mockApi({
      'POST /api/subscribe': { body: { message: MESSAGES.subscribed } satisfies MessageResponse },
    });
    const { user } = renderApp('/');
    const { email, button } = await subscribeBox();

    await user.type(email, ' kid@example.com ');
    await user.click(button);

    expect(await screen.findByText(MESSAGES.subscribed)).toBeTruthy();
    expect(api.callsTo('POST /api/subscribe')[0]?.body).toEqual({
      email: 'kid@example.com',
      unsubscribe: false,
    });
  });

  it('says Unable to add! when the server refuses', async () => {
    mockApi({
      'POST /api/subscribe': {
        status: 500,
        body: { code: 'INTERNAL', message: MESSAGES.serverError } satisfies ApiError,
      },
    });
    const { user } = renderApp('/');
    const { email, button } = await subscribeBox();

    await user.type(email, 'kid@example.com');
    await user.click(button);

    expect(await screen.findByText(MESSAGES.subscribeFailed)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.subscribed)).toBeNull();
  });
});
