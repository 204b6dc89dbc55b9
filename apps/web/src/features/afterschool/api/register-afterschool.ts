import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { AfterschoolResponseSchema, type AfterschoolRequestSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/afterschool (public): the registration, its id and the order to pay. */
export const registerAfterschool = (body: z.output<typeof AfterschoolRequestSchema>) =>
  apiClient.post('/afterschool', body, { schema: AfterschoolResponseSchema });

export const useRegisterAfterschool = () => useMutation({ mutationFn: registerAfterschool });
