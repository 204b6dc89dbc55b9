import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, type ChargeResponse } from '@kingside/shared';
import {
  acceptError,
  buildOrderSummary,
  buildPaymentsConfig,
  installFakeAccept,
  removeFakeAccept,
  TOKEN,
} from '@/features/checkout/test/checkout-fakes';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const CARD_NUMBER = '4111 1111 1111 1111';

const chargeOk = {
  body: {
    transactionId: '60012345678',
    message: MESSAGES.paymentThanks,
    order: buildOrderSummary({ kind: 'payment', paymentMethod: 'creditCard', amountCents: 2500 }),
  } satisfies ChargeResponse,
};

async function openForm() {
  const view = renderApp('/authorizenet');
  await screen.findByRole('heading', { name: 'Pay By Credit Card' }, { timeout: 10_000 });
  return view;
}

async function fillCard(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await enter(user, screen.getByRole('textbox', { name: 'Amount ($)' }), '25');
  await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Private lesson');
  await enter(user, screen.getByRole('textbox', { name: 'Card number' }), CARD_NUMBER);
  await enter(user, screen.getByRole('textbox', { name: 'Expiration (MM/YY)' }), '12/39');
  await enter(user, screen.getByRole('textbox', { name: 'Card code' }), '123');
}

afterEach(removeFakeAccept);

describe('card payment form', () => {
  it('gives the card inputs no name and the card autocomplete hints, and fixes the country to US', async () => {
    installFakeAccept();
    mockApi({ 'GET /api/payments/config': { body: buildPaymentsConfig() } });
    await openForm();

    const number = screen.getByRole('textbox', { name: 'Card number' });
    const expiration = screen.getByRole('textbox', { name: 'Expiration (MM/YY)' });
    const code = screen.getByRole('textbox', { name: 'Card code' });
    expect([number, expiration, code].map((input) => input.getAttribute('name'))).toEqual([
      null,
      null,
      null,
    ]);
    expect([number, expiration, code].map((input) => input.getAttribute('autocomplete'))).toEqual([
      'cc-number',
      'cc-exp',
      'cc-csc',
    ]);
    const country = screen.getByRole('textbox', { name: 'Country' });
    expect(country).toHaveProperty('value', 'US');
    expect(country).toHaveProperty('readOnly', true);
  });

  it('says This field is required! under each empty required field and tokenizes nothing', async () => {
    const dispatchData = installFakeAccept();
    const api = mockApi({ 'GET /api/payments/config': { body: buildPaymentsConfig() } });
    const { user } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(5));
    expect(dispatchData).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/authorizenet/charge')).toHaveLength(0);
  });

  it('checks the billing ZIP shape', async () => {
    installFakeAccept();
    mockApi({ 'GET /api/payments/config': { body: buildPaymentsConfig() } });
    const { user } = await openForm();

    await enter(user, screen.getByRole('textbox', { name: 'ZIP' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeTruthy();
  });

  it('sends the gateway token and billing fields, never the card number, expiration or code', async () => {
    const dispatchData = installFakeAccept();
    const api = mockApi({
      'GET /api/payments/config': { body: buildPaymentsConfig() },
      'POST /api/authorizenet/charge': chargeOk,
    });
    const { user } = await openForm();

    await fillCard(user);
    await enter(user, screen.getByRole('textbox', { name: 'First name' }), 'Pat');
    await enter(user, screen.getByRole('textbox', { name: 'Last name' }), 'Parent');
    await enter(user, screen.getByRole('textbox', { name: 'ZIP' }), '75001');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(/Thanks for the payment\./)).toBeTruthy();
    expect(dispatchData).toHaveBeenCalledOnce();
    expect(dispatchData.mock.calls[0]?.[0]).toEqual({
      authData: { clientKey: 'client-key', apiLoginID: 'login-id' },
      cardData: {
        cardNumber: '4111111111111111',
        month: '12',
        year: '2039',
        cardCode: '123',
        zip: '75001',
        fullName: 'Pat Parent',
      },
    });
    const [charge] = api.callsTo('POST /api/authorizenet/charge');
    const body = charge?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: '25.00',
      description: 'Private lesson',
      opaqueData: TOKEN,
      billToFirstName: 'Pat',
      billToLastName: 'Parent',
      billToZip: '75001',
      billToCountry: 'US',
    });
    for (const key of ['cardNumber', 'expirationDate', 'cardCode'])
      expect(body).not.toHaveProperty(key);
    const sent = JSON.stringify(body);
    for (const value of ['4111111111111111', CARD_NUMBER, '12/39', '"123"']) {
      expect(sent).not.toContain(value);
    }
  });

  it("shows the gateway's message when it refuses the card, and charges nothing", async () => {
    installFakeAccept(acceptError('The credit card number is invalid.'));
    const api = mockApi({ 'GET /api/payments/config': { body: buildPaymentsConfig() } });
    const { user } = await openForm();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The credit card number is invalid.',
    );
    expect(api.callsTo('POST /api/authorizenet/charge')).toHaveLength(0);
  });

  it('submits once on a double click', async () => {
    const dispatchData = installFakeAccept();
    const api = mockApi({
      'GET /api/payments/config': { body: buildPaymentsConfig() },
      'POST /api/authorizenet/charge': chargeOk,
    });
    const { user } = await openForm();

    await fillCard(user);
    await user.dblClick(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText(/Thanks for the payment\./)).toBeTruthy();
    expect(dispatchData).toHaveBeenCalledOnce();
    expect(api.callsTo('POST /api/authorizenet/charge')).toHaveLength(1);
  });
});
