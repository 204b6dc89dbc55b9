import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type ApiError, type ChargeResponse } from '@kingside/shared';
import {
  buildOrderSummary,
  buildPaymentsConfig,
  installFakeAccept,
  removeFakeAccept,
} from '@/features/checkout/test/checkout-fakes';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

async function payOnce(user: ReturnType<typeof renderApp>['user']) {
  await enter(user, screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
  await enter(user, screen.getByRole('textbox', { name: 'Expiration (MM/YY)' }), '12/39');
  await enter(user, screen.getByRole('textbox', { name: 'Card code' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

async function openAndFill(chargeReplies: MockReply[]) {
  installFakeAccept();
  const api = mockApi({
    'GET /api/payments/config': { body: buildPaymentsConfig() },
    'POST /api/authorizenet/charge': () => chargeReplies.shift() ?? { status: 500 },
  });
  const view = renderApp('/authorizenet', {});
  await screen.findByRole('heading', { name: 'Pay By Credit Card' }, { timeout: 10_000 });
  await enter(view.user, screen.getByRole('textbox', { name: 'Amount ($)' }), '$1,375.5');
  await enter(view.user, screen.getByRole('textbox', { name: 'Description' }), 'Tournament fee');
  return { ...view, api };
}

const paid = {
  body: {
    transactionId: '60012345678',
    message: MESSAGES.paymentThanks,
    order: buildOrderSummary({ kind: 'payment', paymentMethod: 'creditCard', amountCents: 137550 }),
  } satisfies ChargeResponse,
};
const keys = (api: ReturnType<typeof mockApi>) =>
  api
    .callsTo('POST /api/authorizenet/charge')
    .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);

afterEach(removeFakeAccept);

describe('/authorizenet', () => {
  it('charges the amount and shows the thanks with the transaction id instead of the form', async () => {
    const { user, api } = await openAndFill([paid]);

    await payOnce(user);

    const thanks = await screen.findByText(/Thanks for the payment\./);
    expect(thanks.textContent).toContain('$1,375.50');
    expect(thanks.textContent).toContain('60012345678');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(api.callsTo('POST /api/authorizenet/charge')[0]?.body).toMatchObject({
      amount: '1375.50',
      description: 'Tournament fee',
    });
  });

  it('says what is wrong with an amount of zero', async () => {
    installFakeAccept();
    mockApi({ 'GET /api/payments/config': { body: buildPaymentsConfig() } });
    const { user } = renderApp('/authorizenet');
    await screen.findByRole('heading', { name: 'Pay By Credit Card' }, { timeout: 10_000 });

    await enter(user, screen.getByRole('textbox', { name: 'Amount ($)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Enter an amount in dollars, e.g. 25.00.')).toBeTruthy();
  });

  it("refuses $10,000.01 with the server's message before the card is tokenized", async () => {
    const dispatchData = installFakeAccept();
    const api = mockApi({ 'GET /api/payments/config': { body: buildPaymentsConfig() } });
    const { user } = renderApp('/authorizenet');
    await screen.findByRole('heading', { name: 'Pay By Credit Card' }, { timeout: 10_000 });

    await enter(user, screen.getByRole('textbox', { name: 'Amount ($)' }), '10,000.01');
    await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Tournament fee');
    await payOnce(user);

    expect(await screen.findByText('Enter an amount between $0.01 and $10,000.00.')).toBeTruthy();
    expect(dispatchData).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/authorizenet/charge')).toEqual([]);
  });

  it("shows a decline's message, clears the card, and pays again with a new key", async () => {
    const declined = {
      status: 402,
      body: {
        code: 'CARD_DECLINED',
        message: 'This transaction has been declined.',
      } satisfies ApiError,
    };
    const { user, api } = await openAndFill([declined, paid]);

    await payOnce(user);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This transaction has been declined.',
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Card code' })).toHaveProperty('value', '');

    await payOnce(user);

    expect(await screen.findByText(/Thanks for the payment\./)).toBeTruthy();
    const [first, second] = keys(api);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('shows a payment that was made but not recorded verbatim, and retries with the same key', async () => {
    const message = `${MESSAGES.paymentMadeNotRegistered} Database unavailable.`;
    const unrecorded = {
      status: 503,
      body: { code: 'PAYMENT_NOT_RECORDED', message } satisfies ApiError,
    };
    const { user, api } = await openAndFill([unrecorded, paid]);

    await payOnce(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);

    await payOnce(user);
    await screen.findByText(/Thanks for the payment\./);
    const [first, second] = keys(api);
    expect(second).toBe(first);
  });
});
