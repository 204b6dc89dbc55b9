import type { GridColDef } from '@mui/x-data-grid';
import type { AlertEvent } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dateTimeColumn } from '@/components/editable-grid/grid-columns';
import { useAlertsGridEditing } from '@/features/alerts/api/alerts-admin';

const DAY_MS = 24 * 60 * 60 * 1000;

const columns: GridColDef<AlertEvent>[] = [
  { field: 'notes', headerName: 'Notes', type: 'longText', flex: 1, minWidth: 320, editable: true },
  dateTimeColumn<AlertEvent>('startDate', 'Start Date', { editable: true }),
  dateTimeColumn<AlertEvent>('endDate', 'End Date', { editable: true }),
];

/** A new alert shows from now for a week, to the minute, until the admin changes it. */
function newAlert(): Partial<AlertEvent> {
  const start = new Date();
  start.setSeconds(0, 0);
  return {
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 7 * DAY_MS).toISOString(),
  };
}

/** The banner alerts, past and future ones included; the banner joins the current ones' notes. */
export function AlertsGrid({ rows }: { rows: AlertEvent[] }) {
  const editing = useAlertsGridEditing();
  return (
    <EditableGrid
      label="Alerts"
      empty="No banner alerts yet. Add one with Add to show a notice at the top of every page."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.notes}
      required={['notes', 'startDate', 'endDate']}
      newRow={newAlert}
      csvFileName="alerts"
      {...editing}
    />
  );
}
