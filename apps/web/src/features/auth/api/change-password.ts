import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type ChangePasswordRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  apiClient.post('/changepassword', body, { auth: 'required', schema: MessageResponseSchema });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
