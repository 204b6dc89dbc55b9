import { OrderResponseSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/paypal/orders/capture: takes the money the payer approved at PayPal (402 PAYPAL_DECLINED). */
export const capturePayPalOrder = (orderRef: string) =>
  apiClient.post('/paypal/orders/capture', { orderRef }, { schema: OrderResponseSchema });
