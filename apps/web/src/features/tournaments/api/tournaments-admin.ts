import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CouponPageSchema,
  CouponSchema,
  TournamentSchema,
  type CouponSave,
  type TournamentSave,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';
import { TOURNAMENTS_KEY } from '@/features/tournaments/api/get-tournaments';

const auth = 'required' as const;
const COUPONS_KEY = ['tournament-coupons'] as const;

/** GET /api/tournament/{id}: the tournament the edit form opens with. */
export const tournamentByIdQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, 'byId', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/tournament/${id}`, { auth, schema: TournamentSchema, signal }),
    staleTime: 0,
  });

export const useTournamentById = (id: number | null) =>
  useQuery({ ...tournamentByIdQueryOptions(id ?? 0), enabled: id !== null });

/** POST /api/tournaments: adds (no id) or updates (id) a tournament; the listings refetch. */
export function useSaveTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TournamentSave) =>
      apiClient.post('/tournaments', body, { auth, schema: TournamentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY }),
  });
}

/** GET /api/tournament-coupons?page&size: one page of coupons (page from 0). */
export const couponsQueryOptions = (page: number, size: number) =>
  queryOptions({
    ...paramsQuery(
      [...COUPONS_KEY, { page, size }],
      '/tournament-coupons',
      { page, size },
      CouponPageSchema,
    ),
    staleTime: 0,
  });

/**
 * What the coupons grid needs to change rows: POST /api/tournament-coupons saves (with an id:
 * updates), DELETE /api/tournament-coupons/{id} deletes (204); both settle after the list refetched.
 */
export function useCouponEditing() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
  const save = useMutation({
    mutationFn: (body: CouponSave) =>
      apiClient.post('/tournament-coupons', body, { auth, schema: CouponSchema }),
    onSuccess: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiClient.delete(`/tournament-coupons/${id}`, { auth }),
    onSuccess: refetch,
  });
  return {
    onSave: (body: CouponSave) => save.mutateAsync(body),
    onDelete: (row: { id: number }) => remove.mutateAsync(row.id),
  };
}
