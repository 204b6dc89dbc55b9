import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ChatHistorySchema,
  ChatReportPageSchema,
  ChatSettingsSchema,
  ConversationPageSchema,
  LiveChallengeListSchema,
  LiveOnlinePageSchema,
  LiveStatsSchema,
  MessageResponseSchema,
  MyGameRefSchema,
  type ChatHistory,
  type ChatReportRequest,
  type ChatSettings,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery, queryString } from '@/lib/params-query';

/** Every live-play query. */
export const LIVE_KEY = ['live'] as const;

export const liveKeys = {
  online: [...LIVE_KEY, 'online'] as const,
  challenges: [...LIVE_KEY, 'challenges'] as const,
  conversations: [...LIVE_KEY, 'conversations'] as const,
  /** Every conversation's messages. */
  allMessages: [...LIVE_KEY, 'messages'] as const,
  messages: (partnerId: number) => [...LIVE_KEY, 'messages', partnerId] as const,
  stats: [...LIVE_KEY, 'stats'] as const,
  settings: [...LIVE_KEY, 'settings'] as const,
  reports: [...LIVE_KEY, 'reports'] as const,
};

/** GET /api/live/stats: live games finished this month, the club's and the caller's. */
export const useLiveStats = () =>
  useQuery(
    queryOptions({
      queryKey: liveKeys.stats,
      queryFn: ({ signal }) =>
        apiClient.get('/live/stats', { auth: 'required', schema: LiveStatsSchema, signal }),
    }),
  );

/** GET /api/live/online: one page of the members connected to live play. */
export const useLiveOnline = (page: number, size: number) =>
  useQuery(
    paramsQuery(
      [...liveKeys.online, { page, size }],
      '/live/online',
      { page, size },
      LiveOnlinePageSchema,
    ),
  );

/** GET /api/live/challenges: the open challenges to and from the caller. */
export const useLiveChallenges = () =>
  useQuery(
    queryOptions({
      queryKey: liveKeys.challenges,
      queryFn: ({ signal }) =>
        apiClient.get('/live/challenges', {
          auth: 'required',
          schema: LiveChallengeListSchema,
          signal,
        }),
    }),
  );

/** The recent conversations listed beside the chat. */
export const CONVERSATIONS_SHOWN = 20;

/** GET /api/live/conversations: the members the caller has messages with, latest first. */
export const useConversations = () =>
  useQuery(
    queryOptions({
      queryKey: liveKeys.conversations,
      queryFn: ({ signal }) =>
        apiClient.get(
          `/live/conversations?${queryString({ page: 0, size: CONVERSATIONS_SHOWN })}`,
          {
            auth: 'required',
            schema: ConversationPageSchema,
            signal,
          },
        ),
    }),
  );

/**
 * GET /api/live/messages?with&before: the conversation with one member, newest page first;
 * each older page goes before the first message of the page after it.
 */
export const useChatHistory = (partnerId: number) =>
  useInfiniteQuery({
    queryKey: liveKeys.messages(partnerId),
    queryFn: ({ signal, pageParam }) =>
      apiClient.get(
        `/live/messages?${new URLSearchParams({
          with: String(partnerId),
          ...(pageParam !== undefined && { before: String(pageParam) }),
        }).toString()}`,
        { auth: 'required', schema: ChatHistorySchema, signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ChatHistory) =>
      last.hasMore && last.items[0] ? last.items[0].id : undefined,
  });

/** POST /api/live/messages/{id}/report: tells the admins about a message the caller received. */
export const useReportMessage = () =>
  useMutation({
    mutationFn: ({ id, reason }: { id: number } & ChatReportRequest) =>
      apiClient.post(
        `/live/messages/${id}/report`,
        { reason: reason ?? '' },
        {
          auth: 'required',
          schema: MessageResponseSchema,
        },
      ),
  });

/** GET /api/live/settings: the club's chat setting. */
export const useChatSettings = () =>
  useQuery(
    queryOptions({
      queryKey: liveKeys.settings,
      queryFn: ({ signal }) =>
        apiClient.get('/live/settings', { auth: 'required', schema: ChatSettingsSchema, signal }),
    }),
  );

/** PUT /api/live/settings (admins): changes the club's chat setting. */
export const useSaveChatSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChatSettings) =>
      apiClient.put('/live/settings', settings, { auth: 'required', schema: ChatSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(liveKeys.settings, saved),
  });
};

/** GET /api/live/reports (admins): one page of reported messages, newest first. */
export const useChatReports = (page: number, size: number) =>
  useQuery(
    paramsQuery(
      [...liveKeys.reports, { page, size }],
      '/live/reports',
      { page, size },
      ChatReportPageSchema,
    ),
  );

/**
 * GET /api/mygames/live/:id: the caller's copy of a finished game in My Games, for the end
 * screen's link to the engine's review (none until the game has ended, or for a watcher).
 */
export const useMyCopyOfLiveGame = (liveGameId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...LIVE_KEY, 'myCopy', liveGameId],
    queryFn: ({ signal }) =>
      apiClient.get(`/mygames/live/${encodeURIComponent(liveGameId)}`, {
        auth: 'required',
        schema: MyGameRefSchema,
        signal,
      }),
    enabled,
    retry: false,
  });
