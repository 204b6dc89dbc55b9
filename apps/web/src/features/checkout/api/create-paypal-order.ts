import { useMutation } from '@tanstack/react-query';
import type { PayPalCreateResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/paypal/orders: creates the PayPal order for one of ours and returns where to approve
 * it. Typed without a schema: plain pages (camp, after-school) call it without loading zod.
 */
export const createPayPalOrder = (orderRef: string) =>
  apiClient.post<PayPalCreateResponse>('/paypal/orders', { orderRef });

export const useCreatePayPalOrder = () => useMutation({ mutationFn: createPayPalOrder });
