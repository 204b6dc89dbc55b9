import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiClient.post<MessageResponse>('/forgotPassword', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
