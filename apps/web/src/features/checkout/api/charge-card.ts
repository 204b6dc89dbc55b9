import { useMutation } from '@tanstack/react-query';
import type { CardChargeRequest, ChargeResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/authorizenet/charge (public): charges the tokenized card. Fails with 402
 * CARD_DECLINED (the gateway's text), 409 PAYMENT_IN_PROGRESS or 503 PAYMENT_NOT_RECORDED. Typed
 * without a schema: the camp registration is a plain page that loads no zod (docs/decisions/0025).
 */
export const chargeCard = (body: CardChargeRequest) =>
  apiClient.post<ChargeResponse>('/authorizenet/charge', body);

export const useChargeCard = () => useMutation({ mutationFn: chargeCard });
