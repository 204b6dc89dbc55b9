import type { OrderResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/paypal/orders/capture: takes the money the payer approved at PayPal (402
 * PAYPAL_DECLINED). Typed without a schema: the checkout module loads no zod (docs/decisions/0025).
 */
export const capturePayPalOrder = (orderRef: string) =>
  apiClient.post<OrderResponse>('/paypal/orders/capture', { orderRef });
