import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { InquirySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The submitted inquiries. */
export const getInquiries = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/inquiryAdmin', { auth: 'required', schema: z.array(InquirySchema), signal });

export const inquiriesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'inquiries'], queryFn: getInquiries, staleTime: 0 });

export const useInquiries = () => useQuery(inquiriesQueryOptions());
