import { AlertEventSchema, AlertSaveSchema } from '@kingside/shared';
import { createAdminResource } from '@/lib/admin-resource';
import { queryKeys } from '@/lib/query-keys';

/** The banner alerts, past and future ones included. */
export const { useList: useAlerts, useGridEditing: useAlertsGridEditing } = createAdminResource({
  path: '/alertsAdmin',
  queryKey: queryKeys.alerts,
  rowSchema: AlertEventSchema,
  saveSchema: AlertSaveSchema,
});
