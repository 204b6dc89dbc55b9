import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get('/profile', { auth: 'required', schema: ProfileSchema, signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
