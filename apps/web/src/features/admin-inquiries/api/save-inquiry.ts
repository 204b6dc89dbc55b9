import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { InquirySchema, type InquirySaveSchema } from '@kingside/shared';
import { inquiriesQueryOptions } from '@/features/admin-inquiries/api/get-inquiries';
import { apiClient } from '@/lib/api-client';

/** Inserts (no id) or updates (id) one inquiry. */
export const saveInquiry = (body: z.output<typeof InquirySaveSchema>) =>
  apiClient.post('/inquiryAdmin', body, { auth: 'required', schema: InquirySchema });

/** Saves and settles once the list has refetched, so the grid shows the saved row. */
export function useSaveInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesQueryOptions().queryKey }),
  });
}
