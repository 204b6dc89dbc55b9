import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useAlerts } from '@/features/alerts/api/alerts-admin';
import { AlertsGrid } from '@/features/alerts/components/alerts-grid';

/** /admin/alerts: the alerts of the banner above every page (admin). */
export function AlertsAdminPage() {
  const alerts = useAlerts();
  return (
    <>
      <PageTitle title="Alerts" />
      <QueryState query={alerts} label="Loading the alerts">
        {(rows) => <AlertsGrid rows={rows} />}
      </QueryState>
    </>
  );
}
