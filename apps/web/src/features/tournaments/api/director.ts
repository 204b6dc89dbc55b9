import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  CheckInSchema,
  DirectorBoardSchema,
  DirectorRoundSchema,
  DirectorViewSchema,
  ResultChangeListSchema,
  WithdrawalSchema,
  type BoardResult,
  type PairRoundRequest,
  type RoundChange,
  type UscfReportFile,
  type WithdrawalRequest,
} from '@kingside/shared';
import { TOURNAMENTS_KEY } from '@/features/tournaments/api/get-tournaments';
import { LIVE_KEY } from '@/features/tournaments/api/live';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';

/**
 * The tournament director's calls (issue 16, docs/decisions/0039). Everything under
 * ['tournament-director', id]; a change also refetches the public live pairings and standings.
 */
export const DIRECTOR_KEY = ['tournament-director'] as const;
const auth = 'required' as const;
const base = (id: number) => `/director/tournament/${id}`;

/** GET /api/director/tournament/{id}: every section's players, rounds and next step. */
export const directorViewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...DIRECTOR_KEY, id, 'view'],
    queryFn: ({ signal }) => apiClient.get(base(id), { auth, schema: DirectorViewSchema, signal }),
  });

export const useDirectorView = (id: number) =>
  useQuery({ ...directorViewQueryOptions(id), enabled: id > 0 });

/** GET /api/director/tournament/{id}/resultChanges: the corrections' audit trail. */
export const useResultChanges = (id: number) =>
  useQuery({
    queryKey: [...DIRECTOR_KEY, id, 'resultChanges'],
    queryFn: ({ signal }) =>
      apiClient.get(`${base(id)}/resultChanges`, { auth, schema: ResultChangeListSchema, signal }),
  });

/**
 * A mutation that refetches the director's view, the audit trail and the public pages, and the
 * queries under each of `alsoRefetch`.
 */
function useDirectorMutation<TBody, TResult>(
  id: number,
  call: (body: TBody) => Promise<TResult>,
  alsoRefetch: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all(
        [[...DIRECTOR_KEY, id], [...LIVE_KEY, id], ...alsoRefetch].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /api/director/tournament/{id}/rounds: pairs a section's next round as a draft. */
export const usePairRound = (id: number) =>
  useDirectorMutation(id, (body: PairRoundRequest) =>
    apiClient.post(`${base(id)}/rounds`, body, { auth, schema: DirectorRoundSchema }),
  );

/** PUT /api/director/tournament/{id}/rounds/{roundId}: swap, force or recolour in a draft. */
export const useChangeRound = (id: number) =>
  useDirectorMutation(id, ({ roundId, change }: { roundId: number; change: RoundChange }) =>
    apiClient.put(`${base(id)}/rounds/${roundId}`, change, { auth, schema: DirectorRoundSchema }),
  );

/** DELETE /api/director/tournament/{id}/rounds/{roundId}: drops a draft. */
export const useDeleteDraft = (id: number) =>
  useDirectorMutation(id, (roundId: number) =>
    apiClient.delete(`${base(id)}/rounds/${roundId}`, { auth }),
  );

/**
 * POST /api/director/tournament/{id}/rounds/{roundId}/publish. The tournament is refetched too: a
 * section's first published round adds it to the tournament's `liveSections`.
 */
export const usePublishRound = (id: number) =>
  useDirectorMutation(
    id,
    (roundId: number) =>
      apiClient.post(`${base(id)}/rounds/${roundId}/publish`, undefined, {
        auth,
        schema: DirectorRoundSchema,
      }),
    [TOURNAMENTS_KEY],
  );

/** PUT /api/director/tournament/{id}/boards/{boardId}/result: a result or its correction. */
export const useSaveResult = (id: number) =>
  useDirectorMutation(id, ({ boardId, result }: { boardId: number; result: BoardResult }) =>
    apiClient.put(
      `${base(id)}/boards/${boardId}/result`,
      { result },
      { auth, schema: DirectorBoardSchema },
    ),
  );

/** PUT /api/director/tournament/{id}/entries/{entryId}/checkIn: only checked-in players are paired. */
export const useCheckIn = (id: number) =>
  useDirectorMutation(id, async (players: readonly { entryId: number; verified: boolean }[]) => {
    // One call a player, in turn: "Check in everyone" is a handful of calls at the start of an event.
    for (const { entryId, verified } of players) {
      await apiClient.put(
        `${base(id)}/entries/${entryId}/checkIn`,
        { verified },
        { auth, schema: CheckInSchema },
      );
    }
  });

/** POST /api/director/tournament/{id}/withdrawals. */
export const useWithdraw = (id: number) =>
  useDirectorMutation(id, (body: WithdrawalRequest) =>
    apiClient.post(`${base(id)}/withdrawals`, body, { auth, schema: WithdrawalSchema }),
  );

/** DELETE /api/director/tournament/{id}/withdrawals/{entryId}: undoes a withdrawal. */
export const useUndoWithdrawal = (id: number) =>
  useDirectorMutation(id, (entryId: number) =>
    apiClient.delete(`${base(id)}/withdrawals/${entryId}`, { auth }),
  );

/** GET /api/admin/tournament/{id}/uscfReport/{file}: one of the US Chess report's dBASE files. */
export const downloadUscfReportFile = (id: number, file: UscfReportFile) =>
  downloadFile(`/admin/tournament/${id}/uscfReport/${file}`, {
    accept: 'application/octet-stream',
    fallbackName: file,
  });

/** GET /api/admin/tournament/{id}/trf16?section=: the section's FIDE TRF16 file. */
export const downloadTrf16 = (id: number, shortName: string, section: string) =>
  downloadFile(`/admin/tournament/${id}/trf16?section=${encodeURIComponent(section)}`, {
    accept: 'text/plain',
    fallbackName: `${shortName}-${section}.trf`,
  });
