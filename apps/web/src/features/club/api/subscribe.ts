import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SubscribeRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/subscribe: adds the address to the newsletter ("Added Successfully!"). */
export const subscribe = (body: SubscribeRequest) =>
  apiClient.post<MessageResponse>('/subscribe', body);

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
