import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InquiryRequestSchema, MessageResponse } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/inquiry (public): 201 with the thanks message. Typed without a schema, so the plain
 * inquiry page loads no zod (docs/decisions/0025).
 */
export const createInquiry = (body: z.output<typeof InquiryRequestSchema>) =>
  apiClient.post<MessageResponse>('/inquiry', body);

export const useCreateInquiry = () => useMutation({ mutationFn: createInquiry });
