import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReportCardSchema,
  ReportCommentSchema,
  type ReportCard,
  type ReportCommentSave,
} from '@kingside/shared';
import { PROGRESS_KEY, segment, type Period } from '@/features/progress/api/progress-keys';
import { apiClient } from '@/lib/api-client';
import { paramsQuery } from '@/lib/params-query';

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
