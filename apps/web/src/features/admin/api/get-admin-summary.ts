import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSummarySchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/admin/summary: the counts of the admin start page. */
export const getAdminSummary = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/admin/summary', { auth: 'required', schema: AdminSummarySchema, signal });

export const adminSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'summary'], queryFn: getAdminSummary, staleTime: 0 });

export const useAdminSummary = () => useQuery(adminSummaryQueryOptions());
