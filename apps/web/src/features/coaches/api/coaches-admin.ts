import { CoachSchema, CoachSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The coach profiles, inactive ones included. */
export const { useList: useCoaches, useGridEditing: useCoachesGridEditing } = createAdminResource({
  path: '/coachesAdmin',
  queryKey: queryKeys.coaches,
  rowSchema: CoachSchema,
  saveSchema: CoachSaveSchema,
});
