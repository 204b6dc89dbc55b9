import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, UnsubscribeRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/unsubscribe: takes the address off the newsletter. The answer is the same whether or
 * not it was subscribed.
 */
export const unsubscribe = (body: UnsubscribeRequest) =>
  apiClient.post<MessageResponse>('/unsubscribe', body);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
