import { queryOptions, useQuery } from '@tanstack/react-query';
import { GameReviewSchema } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** How often a review still queued asks again (the engine takes about a minute a game). */
export const REVIEW_REFRESH_MS = 3_000;

/** GET /api/mygames/:id/review: a game's engine review, or that it is queued. */
export const getGameReview = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.get(`/mygames/${id}/review`, { auth: 'required', schema: GameReviewSchema, signal });

export const gameReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['mygames', id, 'review'],
    queryFn: ({ signal }) => getGameReview(id, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? REVIEW_REFRESH_MS : false),
  });

export const useGameReview = (id: number) => useQuery(gameReviewQueryOptions(id));
