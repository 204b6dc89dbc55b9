import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminOrderPageSchema,
  AdminOrderResultSchema,
  AdminOrderSchema,
  type AdminOrder,
  type AdminOrderResult,
  type AdminOrderView,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';
import { downloadFile } from '@/lib/download';

export type AdminOrdersQuery = { show: AdminOrderView; page: number; size: number };

const ORDERS_KEY = ['admin', 'payments', 'orders'] as const;

/** GET /api/payments/orders (admin): one page of the orders in a view, newest first. */
export const adminOrdersQueryOptions = ({ show, page, size }: AdminOrdersQuery) =>
  queryOptions({
    ...paramsQuery(
      [...ORDERS_KEY, show, page, size],
      '/payments/orders',
      { show, page, size },
      AdminOrderPageSchema,
    ),
    staleTime: 0,
  });

export const useAdminOrders = (query: AdminOrdersQuery) => useQuery(adminOrdersQueryOptions(query));

/** POST /api/payments/orders/:id/markPaid: a Zelle or PayPal order whose money has arrived. */
export const markOrderPaid = (order: AdminOrder) =>
  apiClient.post(`/payments/orders/${order.id}/markPaid`, undefined, {
    auth: 'required',
    schema: AdminOrderSchema,
  });

/** POST /api/payments/orders/:id/refund: refunds a paid card order (402 with the gateway's text). */
export const refundOrder = (order: AdminOrder) =>
  apiClient.post(`/payments/orders/${order.id}/refund`, undefined, {
    auth: 'required',
    schema: AdminOrderSchema,
  });

/**
 * POST /api/payments/orders/:id/release: an unpaid order's seats are free again and its
 * registrations end; also settles a stuck charge the gateway shows was never made.
 */
export const releaseOrder = (order: AdminOrder) =>
  apiClient.post(`/payments/orders/${order.id}/release`, undefined, {
    auth: 'required',
    schema: AdminOrderSchema,
  });

/** POST /api/payments/orders/:id/checkGateway: asks the gateway about a charge stuck in processing. */
export const checkOrderGateway = (order: AdminOrder): Promise<AdminOrderResult> =>
  apiClient.post(`/payments/orders/${order.id}/checkGateway`, undefined, {
    auth: 'required',
    schema: AdminOrderResultSchema,
  });

/** POST /api/payments/orders/:id/recordCharge: completes a stuck card order with the gateway's transaction id. */
export const recordOrderCharge = ({
  order,
  transactionId,
}: {
  order: AdminOrder;
  transactionId: string;
}) =>
  apiClient.post(
    `/payments/orders/${order.id}/recordCharge`,
    { transactionId },
    { auth: 'required', schema: AdminOrderSchema },
  );

/** The order actions of /admin/payments; each settles after the list has refetched. */
export function useOrderAction<TInput, TResult>(action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** GET /api/payments/orders.csv: saves every order as a CSV file. */
export const downloadOrdersCsv = (): Promise<void> =>
  downloadFile('/payments/orders.csv', { accept: 'text/csv', fallbackName: 'orders.csv' });
