import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminOrderSchema, type AdminOrder } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/** GET /api/payments/orders (admin): every order, newest first. */
export const getAdminOrders = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/payments/orders', {
    auth: 'required',
    schema: z.array(AdminOrderSchema),
    signal,
  });

export const adminOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'payments', 'orders'],
    queryFn: getAdminOrders,
    staleTime: 0,
  });

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions());

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

/** The order actions of /admin/payments; each settles after the list has refetched. */
export function useOrderAction(action: (order: AdminOrder) => Promise<AdminOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries(adminOrdersQueryOptions()),
  });
}

/** GET /api/payments/orders.csv: saves every order as a CSV file. */
export const downloadOrdersCsv = (): Promise<void> =>
  downloadFile('/payments/orders.csv', { accept: 'text/csv', fallbackName: 'orders.csv' });
