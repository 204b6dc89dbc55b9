import { useMutation } from '@tanstack/react-query';
import type { ForgotUsernameRequest, MessageResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const forgotUsername = (body: ForgotUsernameRequest) =>
  apiClient.post<MessageResponse>('/forgotUsername', body);

export const useForgotUsername = () => useMutation({ mutationFn: forgotUsername });
