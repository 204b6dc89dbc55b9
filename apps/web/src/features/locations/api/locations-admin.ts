import { LocationSchema, LocationSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The club locations (listed by the public read). */
export const { useList: useLocations, useGridEditing: useLocationsGridEditing } =
  createAdminResource({
    path: '/locationsAdmin',
    listPath: '/locations',
    queryKey: queryKeys.locations,
    rowSchema: LocationSchema,
    saveSchema: LocationSaveSchema,
  });
