import { ContactSchema, ContactSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The newsletter contacts. */
export const { useList: useContacts, useGridEditing: useContactsGridEditing } = createAdminResource(
  {
    path: '/contacts',
    queryKey: queryKeys.contacts,
    rowSchema: ContactSchema,
    saveSchema: ContactSaveSchema,
  },
);
