import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ApiError, type OrderResponse, type OrderSummary } from '@kingside/shared';
import { AppProvider } from '@/app/provider';
import { createRoutes, discoverSignedInRoutes } from '@/app/router';
import { rememberPayPalReturn } from '@/features/checkout/lib/paypal-return-path';
import { buildOrderSummary } from '@/features/checkout/test/checkout-fakes';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const order = buildOrderSummary();
const returnPath = `/checkout/paypal/return?orderRef=${order.orderRef}&token=PP-1&PayerID=PAYER1`;

/** The real route table in StrictMode, as in development, where effects run twice. */
function renderStrict(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverSignedInRoutes(queryClient),
  });
  render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return { router };
}

describe('/checkout/paypal/return', () => {
  it('captures a camp order once and moves on to the camp success page', async () => {
    const api = mockApi({
      'POST /api/paypal/orders/capture': {
        body: { message: MESSAGES.paymentThanks, order } satisfies OrderResponse,
      },
    });
    const { router } = renderStrict(returnPath);

    await waitFor(() => expect(router.state.location.pathname).toBe('/camp/registrationSuccess'), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe(`?orderRef=${order.orderRef}`);
    const captures = api.callsTo('POST /api/paypal/orders/capture');
    expect(captures).toHaveLength(1);
    expect(captures[0]?.body).toEqual({ orderRef: order.orderRef });
  });

  it('moves a tournament order on to the page that remembered where its payer goes', async () => {
    const tournamentOrder = buildOrderSummary({
      kind: 'tournament',
      orderRef: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    });
    mockApi({
      'POST /api/paypal/orders/capture': {
        body: { message: MESSAGES.paymentThanks, order: tournamentOrder } satisfies OrderResponse,
      },
    });
    const back = `/tourRegisterSuccess/7?orderRef=${tournamentOrder.orderRef}`;
    rememberPayPalReturn(tournamentOrder.orderRef, back);
    const { router } = renderApp(
      `/checkout/paypal/return?orderRef=${tournamentOrder.orderRef}&token=PP-2&PayerID=PAYER1`,
    );

    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back),
      { timeout: 10_000 },
    );
  });

  it('shows the thanks and the order for an after-school order', async () => {
    const afterschool = buildOrderSummary({
      kind: 'afterschool',
      items: [{ description: 'RJ Lee after-school, spring', amountCents: 17500 }],
      amountCents: 17500,
    });
    mockApi({
      'POST /api/paypal/orders/capture': {
        body: { message: MESSAGES.paymentThanks, order: afterschool } satisfies OrderResponse,
      },
    });
    renderApp(returnPath);

    expect(await screen.findByText(MESSAGES.paymentThanks, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('RJ Lee after-school, spring')).toBeTruthy();
    expect(screen.getAllByText('$175.00')).toHaveLength(2);
  });

  it('does not thank for an after-school payment the club could not record yet', async () => {
    const unrecorded = buildOrderSummary({ kind: 'afterschool', status: 'paid_unrecorded' });
    mockApi({
      'POST /api/paypal/orders/capture': {
        body: { message: MESSAGES.paymentThanks, order: unrecorded } satisfies OrderResponse,
      },
    });
    renderApp(returnPath);

    expect(
      await screen.findByText(MESSAGES.paymentMadeNotRegistered, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(MESSAGES.paymentThanks)).toBeNull();
  });

  it("shows PayPal's refusal and offers PayPal again for the unpaid order", async () => {
    mockApi({
      'POST /api/paypal/orders/capture': {
        status: 402,
        body: {
          code: 'PAYPAL_DECLINED',
          message: 'The instrument presented was declined.',
        } satisfies ApiError,
      },
      [`GET /api/orders/${order.orderRef}`]: {
        body: { ...order, status: 'awaiting_payment', transactionId: null } satisfies OrderSummary,
      },
    });
    renderApp(returnPath);

    expect(
      await screen.findByText('The instrument presented was declined.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });
});
