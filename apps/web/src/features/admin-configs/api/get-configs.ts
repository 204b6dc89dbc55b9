import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ConfigRowSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The configuration values. */
export const getConfigs = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/configs', { auth: 'required', schema: z.array(ConfigRowSchema), signal });

export const configsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'configs'], queryFn: getConfigs, staleTime: 0 });

export const useConfigs = () => useQuery(configsQueryOptions());
