import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EndSessionsResponseSchema,
  OnlineUserPageSchema,
  UserActivityPageSchema,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** The user-activity lists (docs/decisions/0029). */
const ACTIVITY_KEY = ['user-activity'] as const;
const auth = 'required' as const;

export type ActivityListParams = { page: number; size: number; search: string };

const pageQuery = ({ page, size, search }: ActivityListParams) => {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (search) query.set('search', search);
  return query;
};

/** GET /api/useractivities/?noOfDays=…: each user's latest login in the window (admin). */
export const userActivityQueryOptions = (noOfDays: number, params: ActivityListParams) =>
  queryOptions({
    queryKey: [...ACTIVITY_KEY, 'logins', noOfDays, params],
    queryFn: ({ signal }) => {
      const query = pageQuery(params);
      query.set('noOfDays', String(noOfDays));
      return apiClient.get(`/useractivities/?${query}`, {
        auth,
        schema: UserActivityPageSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/onlineusers: who called the API in the last few minutes (admin). */
export const onlineUsersQueryOptions = (params: ActivityListParams) =>
  queryOptions({
    queryKey: [...ACTIVITY_KEY, 'online', params],
    queryFn: ({ signal }) =>
      apiClient.get(`/onlineusers?${pageQuery(params)}`, {
        auth,
        schema: OnlineUserPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
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
