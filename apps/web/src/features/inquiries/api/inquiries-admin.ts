import { InquirySchema, InquirySaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The submitted inquiries. */
export const { useList: useInquiries, useGridEditing: useInquiriesGridEditing } =
  createAdminResource({
    path: '/inquiryAdmin',
    queryKey: queryKeys.inquiries,
    rowSchema: InquirySchema,
    saveSchema: InquirySaveSchema,
  });
