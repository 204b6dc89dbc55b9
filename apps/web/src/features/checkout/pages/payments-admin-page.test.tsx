import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type AdminOrder, type AdminOrderResult, type ApiError } from '@kingside/shared';
import { buildAdminOrder, buildPaymentGateways } from '@/features/checkout/test/checkout-fakes';
import { buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const admin = buildSession({ roles: ['admin'] });

const zelleOrder = buildAdminOrder();
const cardOrder = buildAdminOrder({
  id: 13,
  kind: 'payment',
  status: 'paid',
  paymentMethod: 'creditCard',
  amountCents: 2500,
  description: 'Private lesson',
  items: [{ description: 'Private lesson', amountCents: 2500 }],
  payerName: 'Chris Card',
  payerEmail: 'chris@example.com',
  transactionId: '60012345678',
});
const stuckOrder = buildAdminOrder({
  id: 14,
  status: 'paid_unrecorded',
  paymentMethod: 'paypal',
  payerName: 'Sam Stuck',
  payerEmail: null,
  transactionId: 'PAYPAL-9',
  lastError: 'Database unavailable.',
  needsAttention: true,
});

/** What the server's views keep (GET /api/payments/orders?show=…). */
const VIEWS: Record<string, (o: AdminOrder) => boolean> = {
  all: () => true,
  attention: (o) => o.needsAttention,
  awaiting: (o) => o.status === 'awaiting_payment',
};

async function openPage(orders: () => AdminOrder[], extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/payments/orders': (r) => {
      const items = orders().filter(VIEWS[r.query.get('show') ?? 'all']!);
      return { body: { items, total: items.length, page: 0, size: 25 } };
    },
    'GET /api/payments/gateways': { body: buildPaymentGateways() },
    ...extra,
  });
  const view = renderApp('/admin/payments', { session: admin });
  await screen.findByRole('heading', { level: 1, name: 'Payments' }, { timeout: 10_000 });
  const grid = await screen.findByRole('grid', { name: 'Orders' });
  await within(grid).findByText('Pat Parent, pat@example.com');
  return { ...view, api, grid };
}

describe('/admin/payments', () => {
  it('lists every order with its payer, items, amount, method, status and transaction', async () => {
    const { grid } = await openPage(() => [zelleOrder, cardOrder, stuckOrder]);

    expect(within(grid).getAllByText('Summer Camp Week 1 - Full Day')).toHaveLength(2);
    expect(within(grid).getByText('$25.00')).toBeTruthy();
    expect(within(grid).getByText('Zelle')).toBeTruthy();
    expect(within(grid).getByText('Awaiting payment')).toBeTruthy();
    expect(within(grid).getByText('60012345678')).toBeTruthy();
    expect(within(grid).getByText('Needs attention')).toBeTruthy();
    expect(within(grid).getByText('Database unavailable.')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('shows only the orders that need attention when asked', async () => {
    const { grid, user, api } = await openPage(() => [zelleOrder, cardOrder, stuckOrder]);

    await user.click(screen.getByRole('button', { name: 'Needs attention' }));
    // The server picks them, a page at a time.
    await waitFor(() =>
      expect(api.callsTo('GET /api/payments/orders').at(-1)!.query.get('show')).toBe('attention'),
    );

    await waitFor(() => expect(within(grid).queryByText('Pat Parent, pat@example.com')).toBeNull());
    expect(within(grid).getByText('Sam Stuck')).toBeTruthy();
  });

  it('marks a Zelle order paid after confirmation and refreshes the grid', async () => {
    let orders = [zelleOrder];
    const { grid, user, api } = await openPage(() => orders, {
      'POST /api/payments/orders/12/markPaid': () => {
        orders = [{ ...zelleOrder, status: 'paid', paidAt: '2026-05-02T15:00:00Z' }];
        return { body: orders[0] };
      },
    });

    await user.click(within(grid).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Order 12 is marked paid.')).toBeTruthy();
    expect(await within(grid).findByText('Paid')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/orders/12/markPaid')).toHaveLength(1);
    expect(api.callsTo('GET /api/payments/orders')).toHaveLength(2);
    expect(within(grid).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('refunds a paid card order after asking, and shows the gateway message when it fails', async () => {
    const { grid, user, api } = await openPage(() => [zelleOrder, cardOrder], {
      'POST /api/payments/orders/13/refund': {
        status: 402,
        body: {
          code: 'REFUND_FAILED',
          message: 'The referenced transaction does not meet the criteria for issuing a credit.',
        } satisfies ApiError,
      },
    });

    await user.click(within(grid).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(within(dialog).getByText('Refund $25.00 to the card?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(
      await screen.findByText(
        'The referenced transaction does not meet the criteria for issuing a credit.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/payments/orders/13/refund')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/payments/orders')).toHaveLength(2));
  });

  it('downloads the CSV export with the admin token', async () => {
    const createObjectURL = vi.fn(() => 'blob:orders');
    // jsdom has no Blob URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = await openPage(() => [zelleOrder], {
      'GET /api/payments/orders.csv': { body: 'id,amount' },
    });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [download] = api.callsTo('GET /api/payments/orders.csv');
    expect(download?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('says plainly when a gateway is a sandbox, and when both are live', async () => {
    await openPage(() => [zelleOrder], {
      'GET /api/payments/gateways': {
        body: buildPaymentGateways({ paypal: { environment: 'production', sandbox: false } }),
      },
    });
    const banner = await screen.findByRole('status', { name: 'Payment gateways' });
    expect(within(banner).getByText('Card: embedded sandbox')).toBeTruthy();
    expect(within(banner).getByText('PayPal: live')).toBeTruthy();
    expect(within(banner).getByText(/nobody is charged/)).toBeTruthy();
  });

  it('shows when each hold ends and releases one after confirmation', async () => {
    let orders = [zelleOrder];
    const { grid, user, api } = await openPage(() => orders, {
      'POST /api/payments/orders/12/release': () => {
        orders = [
          {
            ...zelleOrder,
            status: 'released',
            holdUntil: null,
            releasedAt: '2026-05-02T15:00:00Z',
          },
        ];
        return { body: orders[0] };
      },
    });
    expect(within(grid).getByText(/^May 4, 2026/)).toBeTruthy();

    await user.click(within(grid).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(
      within(dialog).getByText(
        'Release order 12? Its seats become free for others and its registrations end.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Order 12 is released; its seats are free.')).toBeTruthy();
    expect(await within(grid).findByText(/^Released May 2, 2026/)).toBeTruthy();
    expect(api.callsTo('POST /api/payments/orders/12/release')).toHaveLength(1);
    // Late Zelle money can still be recorded; there is nothing left to release.
    expect(await within(grid).findByRole('button', { name: 'Mark paid' })).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('asks the gateway about a stuck charge and records one by hand', async () => {
    const stuck = buildAdminOrder({
      id: 15,
      status: 'processing',
      paymentMethod: 'creditCard',
      needsAttention: true,
      lastError: 'The card service did not answer.',
    });
    let orders = [stuck];
    const { grid, user, api } = await openPage(() => orders, {
      'POST /api/payments/orders/15/checkGateway': {
        body: {
          message: 'The card service shows transaction 777 as FDSPendingReview.',
          order: stuck,
        } satisfies AdminOrderResult,
      },
      'POST /api/payments/orders/15/recordCharge': (request) => {
        const recorded: AdminOrder = {
          ...stuck,
          status: 'paid',
          needsAttention: false,
          transactionId: '60099',
        };
        orders = [recorded];
        return {
          body: {
            ...recorded,
            transactionId: (request.body as { transactionId: string }).transactionId,
          } satisfies AdminOrder,
        };
      },
    });

    await user.click(within(grid).getByRole('button', { name: 'Check gateway' }));
    expect(
      await screen.findByText('The card service shows transaction 777 as FDSPendingReview.'),
    ).toBeTruthy();

    await user.click(within(grid).getByRole('button', { name: 'Record charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    await enter(user, within(dialog).getByRole('textbox', { name: 'Transaction id' }), '60099');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    expect(await screen.findByText('Order 15 is paid.')).toBeTruthy();
    expect(api.callsTo('POST /api/payments/orders/15/recordCharge')[0]?.body).toEqual({
      transactionId: '60099',
    });
    expect(await within(grid).findByText('60099')).toBeTruthy();
  });

  it('tells a coach that the page is restricted and does not load the orders', async () => {
    const api = mockApi();
    renderApp('/admin/payments', { session: buildSession({ roles: ['coach'] }) });

    expect(await screen.findByText(MESSAGES.accessRestricted)).toBeTruthy();
    expect(api.callsTo('GET /api/payments/orders')).toHaveLength(0);
  });
});
