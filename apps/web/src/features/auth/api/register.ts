import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MessageResponseSchema, type RegisterRequestSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const register = (body: z.output<typeof RegisterRequestSchema>) =>
  apiClient.post('/register', body, { schema: MessageResponseSchema });

export const useRegister = () => useMutation({ mutationFn: register });
