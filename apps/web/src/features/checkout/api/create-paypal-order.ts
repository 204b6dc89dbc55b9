import { useMutation } from '@tanstack/react-query';
import { PayPalCreateResponseSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/paypal/orders: creates the PayPal order for one of ours and returns where to approve it. */
export const createPayPalOrder = (orderRef: string) =>
  apiClient.post('/paypal/orders', { orderRef }, { schema: PayPalCreateResponseSchema });

export const useCreatePayPalOrder = () => useMutation({ mutationFn: createPayPalOrder });
