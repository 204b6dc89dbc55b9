import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AttendanceDaySchema,
  AttendanceHistoryPageSchema,
  AttendanceMarkSchema,
  AttendanceStudentPageSchema,
  DeletedResponseSchema,
  type AttendanceMarkRequest,
} from '@kingside/shared';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { paramsQuery, queryString } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

/** The sheet of one club-local day: its class times and one page of active students. */
export type DayParams = { date: string; page: number; size: number; search: string };

export const attendanceDayQueryOptions = (params: DayParams) =>
  paramsQuery(
    [...queryKeys.attendance, 'day', params],
    '/attendance/day',
    params,
    AttendanceDaySchema,
  );

export const useAttendanceDay = (params: DayParams) => useQuery(attendanceDayQueryOptions(params));

/** Marks and undos refetch every attendance query (the day's sheet and the history). */
function useAttendanceMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.attendance }),
  });
}

/** POST /api/attendance: marking twice answers the same mark. */
export const useMarkAttendance = () =>
  useAttendanceMutation((body: AttendanceMarkRequest) =>
    apiClient.post('/attendance', body, { auth: 'required', schema: AttendanceMarkSchema }),
  );

/** DELETE /api/attendance/{id}. */
export const useUndoAttendance = () =>
  useAttendanceMutation((id: number) =>
    apiClient.delete(`/attendance/${id}`, { auth: 'required', schema: DeletedResponseSchema }),
  );

/** Active students matching a search (the history's student chooser). */
export const useActiveStudents = (search: string) =>
  useQuery(
    paramsQuery(
      [...queryKeys.attendance, 'students', search],
      '/attendance/students',
      { search, size: 25 },
      AttendanceStudentPageSchema,
    ),
  );

/** The history's filter: a student, a class time or everyone, in a club-local date range. */
export type HistoryFilter = {
  userId?: number | undefined;
  classTimeId?: number | undefined;
  from: string;
  to: string;
};

export const useAttendanceHistory = (filter: HistoryFilter, page: number, size: number) =>
  useQuery(
    paramsQuery(
      [...queryKeys.attendance, 'history', filter, page, size],
      '/attendance/history',
      { ...filter, page, size },
      AttendanceHistoryPageSchema,
    ),
  );

/** Saves the history's marks (every page) as attendance.csv. */
export const downloadAttendanceCsv = (filter: HistoryFilter) =>
  downloadFile(`/attendance/history.csv?${queryString(filter)}`, {
    accept: 'text/csv',
    fallbackName: 'attendance.csv',
  });
