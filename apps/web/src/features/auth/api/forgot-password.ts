import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ForgotPasswordRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiClient.post('/forgotPassword', body, { schema: MessageResponseSchema });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
