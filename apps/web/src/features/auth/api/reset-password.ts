import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ResetPasswordRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiClient.post('/resetPassword', body, { schema: MessageResponseSchema });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
