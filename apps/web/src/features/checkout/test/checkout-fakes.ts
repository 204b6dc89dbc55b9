import { vi } from 'vitest';
import type { AdminOrder, OrderSummary, PaymentGateways, PaymentsConfig } from '@kingside/shared';
import type { AcceptResponse, AcceptSecureData } from '@/features/checkout/lib/accept-js';

export function buildPaymentsConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return {
    card: {
      environment: 'sandbox',
      acceptJsUrl: '/sandbox/authorizenet/Accept.js',
      apiLoginId: 'login-id',
      clientKey: 'client-key',
    },
    paypal: { environment: 'sandbox' },
    zelle: { recipient: 'pay@kingside.test', name: 'Kingside Chess Club' },
    ...overrides,
  };
}

/** Both gateways as they are in development: the embedded sandboxes. */
export function buildPaymentGateways(overrides: Partial<PaymentGateways> = {}): PaymentGateways {
  return {
    card: { environment: 'embedded', sandbox: true },
    paypal: { environment: 'embedded', sandbox: true },
    ...overrides,
  };
}

/** A paid one-week camp order. */
export function buildOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderRef: '5b0f4f8e-2f7c-4d2a-9a51-2d7f3c1e9b10',
    orderNumber: 41,
    kind: 'camp',
    status: 'paid',
    paymentMethod: 'paypal',
    amountCents: 37500,
    description: 'Summer Camp Week 1',
    items: [{ description: 'Summer Camp Week 1 - Full Day', amountCents: 37500 }],
    transactionId: 'PAYPAL-CAPTURE-1',
    zelle: null,
    holdUntil: null,
    createdAt: '2026-05-01T15:00:00Z',
    ...overrides,
  };
}

/** A Zelle camp order waiting for the money. */
export function buildAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 12,
    orderRef: '8d3e2c1b-6a5f-4e7d-8c9b-0a1b2c3d4e5f',
    kind: 'camp',
    status: 'awaiting_payment',
    paymentMethod: 'zelle',
    amountCents: 37500,
    description: 'Summer Camp Week 1',
    items: [{ description: 'Summer Camp Week 1 - Full Day', amountCents: 37500 }],
    payerName: 'Pat Parent',
    payerEmail: 'pat@example.com',
    transactionId: null,
    lastError: null,
    createdAt: '2026-05-01T15:00:00Z',
    paidAt: null,
    refundedAt: null,
    needsAttention: false,
    holdUntil: '2026-05-04T15:00:00Z',
    reminderSentAt: null,
    releasedAt: null,
    ...overrides,
  };
}

export const TOKEN = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token-123' };

/**
 * Installs a fake gateway script as `window.Accept` answering `response` (a token by default),
 * a tick later as the real one does. Returns the dispatchData spy; remove it with removeFakeAccept.
 */
export function installFakeAccept(
  response: AcceptResponse = { opaqueData: TOKEN, messages: { resultCode: 'Ok', message: [] } },
) {
  const dispatchData = vi.fn(
    (_data: AcceptSecureData, handler: (response: AcceptResponse) => void) => {
      setTimeout(() => handler(response), 0);
    },
  );
  window.Accept = { dispatchData };
  return dispatchData;
}

export function removeFakeAccept() {
  delete window.Accept;
}

/** The gateway's answer to a card it refuses. */
export const acceptError = (text: string): AcceptResponse => ({
  messages: { resultCode: 'Error', message: [{ code: 'E_WC_05', text }] },
});
