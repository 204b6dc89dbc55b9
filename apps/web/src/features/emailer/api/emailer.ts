import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EmailCampaignPageSchema,
  EmailSendResponseSchema,
  SubscribersResponseSchema,
  type EmailCampaignPage,
  type EmailSend,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

/** How often the campaigns list is read again while one is still sending. */
export const PROGRESS_REFRESH_MS = 1_000;

export const getSubscribers = () =>
  apiClient.get('/subscribers', { auth: 'required', schema: SubscribersResponseSchema });

/** Get All Subscribers: read fresh on every click, never cached. */
export const useGetSubscribers = () => useMutation({ mutationFn: getSubscribers });

export const sendEmail = (body: EmailSend) =>
  apiClient.post('/emails', body, { auth: 'required', schema: EmailSendResponseSchema });

/** Sends the emailer's form; the campaigns list is read again to show the new newsletter. */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailCampaigns }),
  });
}

const isSending = (data: EmailCampaignPage | undefined) =>
  data?.items.some((c) => c.status === 'sending') ?? false;

export const campaignsQueryOptions = (page: number, size: number) =>
  queryOptions({
    ...paramsQuery(
      [...queryKeys.emailCampaigns, { page, size }],
      '/emails/campaigns',
      { page, size },
      EmailCampaignPageSchema,
    ),
    // Live progress: read again every second while a newsletter on the page is sending.
    refetchInterval: (query) => (isSending(query.state.data) ? PROGRESS_REFRESH_MS : false),
  });

export const useCampaigns = (page: number, size: number) =>
  useQuery(campaignsQueryOptions(page, size));
