import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AfterschoolRequestSchema, AfterschoolResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/afterschool (public): the registration, its id and the order to pay. Typed without a
 * schema: the after-school pages are plain pages that load no zod (docs/decisions/0025). A
 * logged-in parent's token goes along, so the order is theirs and may name their child (0031).
 */
export const registerAfterschool = (body: z.output<typeof AfterschoolRequestSchema>) =>
  apiClient.post<AfterschoolResponse>('/afterschool', body, { auth: 'optional' });

export const useRegisterAfterschool = () => useMutation({ mutationFn: registerAfterschool });
