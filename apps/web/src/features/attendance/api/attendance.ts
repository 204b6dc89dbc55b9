import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
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
import { queryKeys } from '@/lib/query-keys';

/** A query string of the values that are set. */
const queryString = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
};

/** The sheet of one club-local day: its class times and one page of active students. */
export type DayParams = { date: string; page: number; size: number; search: string };

export const attendanceDayQueryOptions = (params: DayParams) =>
  queryOptions({
    queryKey: [...queryKeys.attendance, 'day', params],
    queryFn: ({ signal }) =>
      apiClient.get(`/attendance/day?${queryString(params)}`, {
        auth: 'required',
        schema: AttendanceDaySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

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
  useQuery({
    queryKey: [...queryKeys.attendance, 'students', search],
    queryFn: ({ signal }) =>
      apiClient.get(`/attendance/students?${queryString({ search, size: 25 })}`, {
        auth: 'required',
        schema: AttendanceStudentPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The history's filter: a student, a class time or everyone, in a club-local date range. */
export type HistoryFilter = {
  userId?: number | undefined;
  classTimeId?: number | undefined;
  from: string;
  to: string;
};

export const useAttendanceHistory = (filter: HistoryFilter, page: number, size: number) =>
  useQuery({
    queryKey: [...queryKeys.attendance, 'history', filter, page, size],
    queryFn: ({ signal }) =>
      apiClient.get(`/attendance/history?${queryString({ ...filter, page, size })}`, {
        auth: 'required',
        schema: AttendanceHistoryPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Saves the history's marks (every page) as attendance.csv. */
export const downloadAttendanceCsv = (filter: HistoryFilter) =>
  downloadFile(`/attendance/history.csv?${queryString(filter)}`, {
    accept: 'text/csv',
    fallbackName: 'attendance.csv',
  });
