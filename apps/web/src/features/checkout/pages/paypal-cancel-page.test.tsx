import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PayPalCreateResponse } from '@kingside/shared';
import { buildOrderSummary } from '@/features/checkout/test/checkout-fakes';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const order = buildOrderSummary({ status: 'released', transactionId: null });

describe('/checkout/paypal/cancel', () => {
  it('releases the checkout once, shows the order and sends the payer back to PayPal on request', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      'POST /api/paypal/orders/cancel': { body: order },
      'POST /api/paypal/orders': {
        body: {
          paypalOrderId: 'PP-2',
          approveUrl: 'https://paypal.test/approve?token=PP-2',
        } satisfies PayPalCreateResponse,
      },
    });
    const { user } = renderApp(`/checkout/paypal/cancel?orderRef=${order.orderRef}&token=PP-1`);

    expect(
      await screen.findByRole('heading', { name: 'PayPal payment cancelled' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Summer Camp Week 1 - Full Day')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://paypal.test/approve?token=PP-2'),
    );
    expect(api.callsTo('POST /api/paypal/orders')[0]?.body).toEqual({ orderRef: order.orderRef });
    expect(api.callsTo('POST /api/paypal/orders/cancel')).toEqual([
      expect.objectContaining({ body: { orderRef: order.orderRef } }),
    ]);
  });
});
