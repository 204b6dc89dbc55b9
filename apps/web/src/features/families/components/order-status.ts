import type { OrderStatus } from '@kingside/shared';

/**
 * An order's status as a parent reads it: an unpaid order that lost its hold, or a declined
 * charge, is simply not completed (the admin's payments grid has the detailed words).
 */
export const PARENT_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Not paid yet',
  processing: 'Payment processing',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  paid_unrecorded: 'Paid (being recorded)',
  failed: 'Not completed',
  released: 'Not completed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** The family's receipt page of an order. */
export const receiptPath = (orderRef: string) =>
  `/profile/family/orders/${encodeURIComponent(orderRef)}`;
