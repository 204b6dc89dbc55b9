import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutboxEmailListSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const getOutbox = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/admin/outbox', { auth: 'required', schema: OutboxEmailListSchema, signal });

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'outbox'], queryFn: getOutbox, staleTime: 0 });

export const useOutbox = () => useQuery(outboxQueryOptions());
