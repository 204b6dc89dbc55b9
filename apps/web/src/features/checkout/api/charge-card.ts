import { useMutation } from '@tanstack/react-query';
import { ChargeResponseSchema, type CardChargeRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/authorizenet/charge (public): charges the tokenized card. Fails with 402
 * CARD_DECLINED (the gateway's text), 409 PAYMENT_IN_PROGRESS or 503 PAYMENT_NOT_RECORDED.
 */
export const chargeCard = (body: CardChargeRequest) =>
  apiClient.post('/authorizenet/charge', body, { schema: ChargeResponseSchema });

export const useChargeCard = () => useMutation({ mutationFn: chargeCard });
