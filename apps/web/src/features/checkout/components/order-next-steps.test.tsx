import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type OrderSummary } from '@kingside/shared';
import { AppProvider } from '@/app/provider';
import { OrderNextSteps } from '@/features/checkout/components/order-next-steps';
import { buildOrderSummary } from '@/features/checkout/test/checkout-fakes';
import { createQueryClient } from '@/lib/query-client';

const show = (order: OrderSummary) =>
  render(
    <AppProvider queryClient={createQueryClient()}>
      <OrderNextSteps order={order} />
    </AppProvider>,
  );

describe('OrderNextSteps', () => {
  it('gives a paid order a receipt line with its transaction id', () => {
    show(buildOrderSummary({ status: 'paid', transactionId: '60012345678' }));

    expect(screen.getByText(/Transaction id: 60012345678/)).toBeTruthy();
  });

  it('tells a Zelle payer the amount, recipient and memo', () => {
    show(
      buildOrderSummary({
        status: 'awaiting_payment',
        paymentMethod: 'zelle',
        transactionId: null,
        zelle: { recipient: 'pay@kingside.test', name: 'Kingside Chess Club', memo: 'KCC-41' },
      }),
    );

    expect(screen.getByRole('status').textContent).toBe(
      'Send $375.00 with Zelle to pay@kingside.test (Kingside Chess Club) and write KCC-41 in the memo. Your registration is confirmed; we mark it paid when the money arrives.',
    );
  });

  it('tells a Zelle payer until when the seats are held, and when the hold has ended', () => {
    const zelle = {
      paymentMethod: 'zelle',
      transactionId: null,
      zelle: { recipient: 'pay@kingside.test', name: 'Kingside Chess Club', memo: 'KCC-41' },
    } as const;
    const { unmount } = show(
      buildOrderSummary({
        ...zelle,
        status: 'awaiting_payment',
        holdUntil: '2026-05-04T15:00:00Z',
      }),
    );
    expect(screen.getByRole('status').textContent).toMatch(
      /Please pay by May 4, 2026, .*: unpaid registrations are released then\.$/,
    );
    unmount();

    show(buildOrderSummary({ ...zelle, status: 'released' }));
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.orderReleased);
  });

  it('offers PayPal for an unpaid PayPal order and nothing for an unpaid card order', () => {
    const unpaid = { status: 'pending', transactionId: null } as const;
    const { unmount } = show(buildOrderSummary({ ...unpaid, paymentMethod: 'paypal' }));
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    unmount();

    const { container } = show(buildOrderSummary({ ...unpaid, paymentMethod: 'creditCard' }));
    expect(container.textContent).toBe('');
  });
});
