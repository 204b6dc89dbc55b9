import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useAlerts } from '@/features/alerts/api/alerts-admin';
import { AlertsGrid } from '@/features/alerts/components/alerts-grid';

/** /admin/alerts: the alerts of the banner above every page (admin). */
export function AlertsAdminPage() {
  const alerts = useAlerts();
  return (
    <>
      <PageTitle title="Alerts" />
      {alerts.isError ? (
        <ErrorAlert error={alerts.error} />
      ) : (
        <AlertsGrid rows={alerts.data ?? []} loading={alerts.isPending} />
      )}
    </>
  );
}
