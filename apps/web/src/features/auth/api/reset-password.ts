import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, MessageResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiClient.post<MessageResponse>('/resetPassword', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
