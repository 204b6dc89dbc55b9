import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MessageResponseSchema, type InquiryRequestSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/inquiry (public): 201 with the thanks message. */
export const createInquiry = (body: z.output<typeof InquiryRequestSchema>) =>
  apiClient.post('/inquiry', body, { schema: MessageResponseSchema });

export const useCreateInquiry = () => useMutation({ mutationFn: createInquiry });
