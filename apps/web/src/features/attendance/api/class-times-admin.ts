import { useQuery } from '@tanstack/react-query';
import { ClassTimeSaveSchema, ClassTimeSchema, CoachPageSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The club's class times: staff read them, admins edit them (ADR 0028). */
export const {
  listQueryOptions: classTimesQueryOptions,
  useList: useClassTimes,
  useGridEditing: useClassTimesGridEditing,
} = createAdminResource({
  path: '/classTimesAdmin',
  listPath: '/classTimes',
  queryKey: queryKeys.classTimes,
  rowSchema: ClassTimeSchema,
  saveSchema: ClassTimeSaveSchema,
});

/** Coaches a class time may name (the first page of 100, by name; admin). */
export const useCoachChoices = () =>
  useQuery({
    queryKey: [...queryKeys.users, 'class-time-coaches'],
    queryFn: ({ signal }) =>
      apiClient.get('/mycoaches?size=100&sort=name', {
        auth: 'required',
        schema: CoachPageSchema,
        signal,
      }),
  });
