import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AssignResultSchema,
  ReportCardSchema,
  ReportCommentSchema,
  type MistakeAssign,
  type ReportCard,
  type ReportCommentSave,
} from '@kingside/shared';
import { PROGRESS_KEY, segment, type Period } from '@/features/progress/api/progress-keys';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

const reportKey = (username: string, period: Period) =>
  [...PROGRESS_KEY, 'report', username, period] as const;

/** GET /api/students/{username}/report?from&to: the report card of a period. */
export const reportCardQueryOptions = (username: string, period: Period) =>
  paramsQuery(
    reportKey(username, period),
    `/students/${segment(username)}/report`,
    period,
    ReportCardSchema,
  );

export const useReportCard = (username: string, period: Period) =>
  useQuery(reportCardQueryOptions(username, period));

/**
 * PUT /api/students/{username}/report/comment: the coach's comment on the period. The saved
 * comment goes into the report card's cache at once (the rest of the card does not change).
 */
export function useSaveReportComment(username: string, period: Period) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportCommentSave) =>
      apiClient.put(`/students/${segment(username)}/report/comment`, body, {
        auth: 'required',
        schema: ReportCommentSchema,
      }),
    onSuccess: (comment) =>
      queryClient.setQueryData(reportKey(username, period), (card: ReportCard | undefined) =>
        card ? { ...card, comment } : card,
      ),
  });
}

/**
 * POST /api/mygames/{id}/mistakes/{ply}/assign: one of the report card's positions to discuss,
 * sent as an assignment to the student or to their class; the assignments lists refresh.
 */
export function useAssignMistake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ myGameId, ply, to }: { myGameId: number; ply: number } & MistakeAssign) =>
      apiClient.post(
        `/mygames/${myGameId}/mistakes/${ply}/assign`,
        { to },
        { auth: 'required', schema: AssignResultSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assignments }),
  });
}
