import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EndSessionsResponseSchema,
  OnlineUserPageSchema,
  UserActivityPageSchema,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';

/** The user-activity lists (docs/decisions/0029). */
const ACTIVITY_KEY = ['user-activity'] as const;
const auth = 'required' as const;

export type ActivityListParams = { page: number; size: number; search: string };

/** GET /api/useractivities/?noOfDays=…: each user's latest login in the window (admin). */
export const userActivityQueryOptions = (noOfDays: number, params: ActivityListParams) =>
  queryOptions({
    ...paramsQuery(
      [...ACTIVITY_KEY, 'logins', noOfDays, params],
      '/useractivities/',
      { ...params, noOfDays },
      UserActivityPageSchema,
    ),
    staleTime: 0,
  });

/** GET /api/onlineusers: who called the API in the last few minutes (admin). */
export const onlineUsersQueryOptions = (params: ActivityListParams) =>
  queryOptions({
    ...paramsQuery(
      [...ACTIVITY_KEY, 'online', params],
      '/onlineusers',
      params,
      OnlineUserPageSchema,
    ),
    staleTime: 0,
  });

/** POST /api/useractivities/{id}/endSessions: one session by fingerprint, or all of the user's. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, session }: { userId: number; session?: string }) =>
      apiClient.post(
        `/useractivities/${userId}/endSessions`,
        { session: session ?? null },
        {
          auth,
          schema: EndSessionsResponseSchema,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY }),
  });
}
