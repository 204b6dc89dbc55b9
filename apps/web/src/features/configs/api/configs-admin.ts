import { ConfigRowSchema, ConfigSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The configuration values (the club's mission and album link among them). */
export const { useList: useConfigs, useGridEditing: useConfigsGridEditing } = createAdminResource({
  path: '/configs',
  queryKey: queryKeys.club,
  rowSchema: ConfigRowSchema,
  saveSchema: ConfigSaveSchema,
});
