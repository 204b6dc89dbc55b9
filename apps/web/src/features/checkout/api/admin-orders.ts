import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminOrderSchema, type AdminOrder } from '@kingside/shared';
import { ApiError, apiClient } from '@/lib/api-client';
import { readSession } from '@/lib/session';

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

/** The message of a failed non-JSON call: the API's error body when it sent one, else the text. */
async function csvError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiError(response.status, body.code, body.message);
    }
  } catch {
    // Not the API's JSON error shape: use the text.
  }
  return new ApiError(response.status, `HTTP_${response.status}`, text || response.statusText);
}

/**
 * GET /api/payments/orders.csv: the CSV needs the bearer token, and the API client only reads
 * JSON, so it is fetched here and saved through a Blob URL instead of a plain link.
 */
export async function downloadOrdersCsv(): Promise<void> {
  const token = readSession()?.accessToken;
  const response = await fetch('/api/payments/orders.csv', {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw await csvError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'orders.csv';
  link.click();
  URL.revokeObjectURL(url);
}
