import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisterRequestSchema, MessageResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const register = (body: z.output<typeof RegisterRequestSchema>) =>
  apiClient.post<MessageResponse>('/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
