import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type OrderSummary } from '@kingside/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** A one-week camp order paid by card; tests change what they need. */
function buildOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderRef: '5b0f4f8e-2f7c-4d2a-9a51-2d7f3c1e9b10',
    orderNumber: 41,
    kind: 'camp',
    status: 'paid',
    paymentMethod: 'creditCard',
    amountCents: 37500,
    description: 'Summer Camp Week 1',
    items: [{ description: 'Summer Camp Week 1 - Full Day', amountCents: 37500 }],
    transactionId: '60012',
    zelle: null,
    holdUntil: null,
    createdAt: '2026-05-01T15:00:00Z',
    ...overrides,
  };
}

const successPath = (order: OrderSummary) => `/camp/registrationSuccess?orderRef=${order.orderRef}`;

/** Opens the success page for `order` as the server answers it. */
function openFor(order: OrderSummary) {
  mockApi({ [`GET /api/orders/${order.orderRef}`]: { body: order } });
  return renderApp(successPath(order));
}

async function expectNothingConfirmed() {
  expect(
    await screen.findByText(MESSAGES.noRegistrationToConfirm, {}, { timeout: 10_000 }),
  ).toBeTruthy();
  expect(screen.queryByText(/Registered Successfully/)).toBeNull();
  expect(screen.queryByText(/Thank/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to Summer Camp' }).getAttribute('href')).toBe(
    '/camp',
  );
}

describe('/camp/registrationSuccess', () => {
  it('confirms nothing when opened directly, without an order', async () => {
    const api = mockApi();
    renderApp('/camp/registrationSuccess');

    await expectNothingConfirmed();
    expect(api.requests.filter((r) => r.path.startsWith('/api/orders'))).toHaveLength(0);
  });

  it('confirms nothing for an order that does not exist', async () => {
    const api = mockApi();
    const unknown = '0e8c1f6a-4b2d-4c3e-8f9a-7b6c5d4e3f21';
    renderApp(`/camp/registrationSuccess?orderRef=${unknown}`);

    await expectNothingConfirmed();
    expect(api.callsTo(`GET /api/orders/${unknown}`)).toHaveLength(1);
  });

  it('confirms nothing for a reference that is not an order reference', async () => {
    mockApi();
    renderApp('/campRegisterSuccess/SC2027?orderRef=not-an-order');

    await expectNothingConfirmed();
  });

  it('thanks for the payment after a camp paid by card, with the transaction', async () => {
    openFor(
      buildOrderSummary({ paymentMethod: 'creditCard', status: 'paid', transactionId: '60012' }),
    );

    expect(
      await screen.findByText(
        `${MESSAGES.campRegistered}. ${MESSAGES.paymentThanks}`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Paid. Transaction id: 60012.')).toBeTruthy();
    expect(screen.getByText('Summer Camp Week 1 - Full Day')).toBeTruthy();
  });

  it('confirms a Zelle booking and says where to send the money, without thanks for a payment', async () => {
    openFor(
      buildOrderSummary({
        paymentMethod: 'zelle',
        status: 'awaiting_payment',
        transactionId: null,
        zelle: { recipient: 'pay@club.test', name: 'Club', memo: 'Order 41' },
        holdUntil: '2026-11-26T12:00:00.000Z',
      }),
    );

    expect(
      await screen.findByText(`${MESSAGES.campRegistered}.`, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/with Zelle to/)).toBeTruthy();
    expect(screen.queryByText(new RegExp(MESSAGES.paymentThanks))).toBeNull();
  });

  it('does not call a declined card order a registration', async () => {
    openFor(
      buildOrderSummary({ paymentMethod: 'creditCard', status: 'failed', transactionId: null }),
    );

    expect(
      await screen.findByText(MESSAGES.registrationNotComplete, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Registered Successfully/)).toBeNull();
  });

  it('says a payment was made but not registered for an order the club must still complete', async () => {
    openFor(buildOrderSummary({ paymentMethod: 'creditCard', status: 'paid_unrecorded' }));

    expect(
      await screen.findByText(MESSAGES.paymentMadeNotRegistered, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Registered Successfully/)).toBeNull();
  });
});
