import { ProgramSchema, ProgramSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The classes and after-school programs, inactive ones included. */
export const { useList: usePrograms, useGridEditing: useProgramsGridEditing } = createAdminResource(
  {
    path: '/programsAdmin',
    queryKey: queryKeys.programs,
    rowSchema: ProgramSchema,
    saveSchema: ProgramSaveSchema,
  },
);
