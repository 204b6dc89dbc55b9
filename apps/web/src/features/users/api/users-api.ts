import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminUserSchema,
  AdminUserPageSchema,
  ClassTimeSchema,
  CoachPageSchema,
  MessageResponseSchema,
  StudentPageSchema,
  StudentParentSchema,
  type AdminUserAdd,
  type AdminUserSave,
  type ClassTime,
  type CoachRow,
  type StudentParentsSave,
  type USER_SORT_FIELDS,
} from '@kingside/shared';
import type { ServerListParams } from '@/components/editable-grid/server-paging';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { paramsQuery, queryString } from '@/lib/params-query';
import { queryKeys } from '@/lib/query-keys';

/** The paging, search and order of a user list (docs/decisions/0026). */
export type UserListParams = ServerListParams<(typeof USER_SORT_FIELDS)[number]>;

const auth = 'required' as const;

/** GET /api/users: one page of every user (admin). The previous page stays shown while the next loads. */
export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    ...paramsQuery([...queryKeys.users, 'list', params], '/users', params, AdminUserPageSchema),
    staleTime: 0,
  });

/** GET /api/users/{id}: one user, for the edit form. */
export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.users, 'one', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/users/${id}`, { auth, schema: AdminUserSchema, signal }),
    staleTime: 0,
  });

export const useUser = (id: number) => useQuery(userQueryOptions(id));

/** GET /api/mycoaches: one page of coaches with their students' count (admin). */
export const coachesQueryOptions = (params: UserListParams) =>
  queryOptions({
    ...paramsQuery([...queryKeys.users, 'coaches', params], '/mycoaches', params, CoachPageSchema),
    staleTime: 0,
  });

/** The coaches a user may be given, by name: the first page the server allows (a club has few). */
export const COACH_CHOICES: UserListParams = {
  page: 0,
  size: 100,
  sort: 'name',
  direction: 'asc',
  search: '',
};

// One empty list, so a memo over the choices keeps its value until they load.
const NO_COACHES: readonly CoachRow[] = [];
const NO_CLASS_TIMES: readonly ClassTime[] = [];

/** Coaches to choose from (admin screens); none until they load. */
export function useCoachChoices(): readonly CoachRow[] {
  return useQuery(coachesQueryOptions(COACH_CHOICES)).data?.items ?? NO_COACHES;
}

/**
 * GET /api/classTimes: the class times to choose from. A user's free-text class time still shows
 * when the list is empty or cannot be read, so a failure here leaves the choice empty.
 */
export const classTimesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.classTimes, 'choices'],
    queryFn: ({ signal }) =>
      apiClient.get('/classTimes', { auth, schema: z.array(ClassTimeSchema), signal }),
    retry: false,
  });

export function useClassTimeChoices(): readonly ClassTime[] {
  return useQuery(classTimesQueryOptions()).data ?? NO_CLASS_TIMES;
}

/**
 * Students: with `coachId` that coach's (GET /api/mystudents/{id}: an admin, or that coach
 * themself); without, every student for an admin and a coach's own for a coach (GET /api/students).
 */
export const studentsQueryOptions = (coachId: number | undefined, params: UserListParams) =>
  queryOptions({
    ...paramsQuery(
      [...queryKeys.users, 'students', coachId ?? 'all', params],
      coachId === undefined ? '/students' : `/mystudents/${coachId}`,
      params,
      StudentPageSchema,
    ),
    staleTime: 0,
  });

/** Settles once every user list has refetched, so grids show the saved row. */
function useUsersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

/** PUT /api/user/{id}: the whole set of editable fields. */
export const saveUser = ({ id, ...body }: AdminUserSave & { id: number }) =>
  apiClient.put(`/user/${id}`, body, { auth, schema: AdminUserSchema });

export const useSaveUser = () => useUsersMutation(saveUser);

/** POST /api/users (/userAdd). */
export const useAddUser = () =>
  useUsersMutation((body: AdminUserAdd) =>
    apiClient.post('/users', body, { auth, schema: AdminUserSchema }),
  );

/** PUT /api/user/{id}/updatePassword: the admin sets a password; the user's sessions end. */
export const useResetUserPassword = (id: number) =>
  useMutation({
    mutationFn: (password: string) =>
      apiClient.put(
        `/user/${id}/updatePassword`,
        { password },
        { auth, schema: MessageResponseSchema },
      ),
  });

/** GET /api/users.csv: every user the search matches, in the grid's order, as a file. */
export const downloadUsersCsv = ({ sort, direction, search }: UserListParams) =>
  downloadFile(`/users.csv?${queryString({ sort, direction, search })}`, {
    accept: 'text/csv',
    fallbackName: 'users.csv',
  });

const parentsKey = (id: number) => [...queryKeys.users, 'parents', id] as const;

/** GET /api/users/{id}/parents: the parent accounts linked to a student (admin). */
export const useStudentParents = (id: number) =>
  useQuery({
    queryKey: parentsKey(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/users/${id}/parents`, {
        auth,
        schema: z.array(StudentParentSchema),
        signal,
      }),
  });

/** PUT /api/users/{id}/parents: the whole list of parent usernames; answers the new list. */
export function useSaveStudentParents(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentParentsSave) =>
      apiClient.put(`/users/${id}/parents`, body, {
        auth,
        schema: z.array(StudentParentSchema),
      }),
    onSuccess: (parents) => queryClient.setQueryData(parentsKey(id), parents),
  });
}
