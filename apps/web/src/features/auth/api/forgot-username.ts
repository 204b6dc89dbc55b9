import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ForgotUsernameRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const forgotUsername = (body: ForgotUsernameRequest) =>
  apiClient.post('/forgotUsername', body, { schema: MessageResponseSchema });

export const useForgotUsername = () => useMutation({ mutationFn: forgotUsername });
