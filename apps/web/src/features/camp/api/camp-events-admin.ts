import { CampEventSchema, CampEventSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** Every camp week and slot, past and inactive ones included; a save answers 409 when the name and slot exist. */
export const { useList: useCampEvents, useGridEditing: useCampEventsGridEditing } =
  createAdminResource({
    path: '/campEventsAdmin',
    queryKey: queryKeys.campEvents,
    rowSchema: CampEventSchema,
    saveSchema: CampEventSaveSchema,
  });
