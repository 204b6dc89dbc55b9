import { CampRegistrationSchema, CampRegistrationSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** Every camp registration: listed at /campAdmin/ (the spec's trailing slash), saved at /camp. */
export const { useList: useCampRegistrations, useGridEditing: useCampRegistrationsGridEditing } =
  createAdminResource({
    path: '/campAdmin',
    listPath: '/campAdmin/',
    savePath: '/camp',
    queryKey: queryKeys.campRegistrations,
    rowSchema: CampRegistrationSchema,
    saveSchema: CampRegistrationSaveSchema,
  });
