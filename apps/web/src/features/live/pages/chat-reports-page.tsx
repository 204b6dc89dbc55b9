import { useMemo } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, type ChatReport } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { useServerList } from '@/components/editable-grid/server-paging';
import { PageTitle } from '@/components/page-title';
import { useChatReports, useChatSettings, useSaveChatSettings } from '@/features/live/api/live-api';

const columns: GridColDef<ChatReport>[] = [
  {
    field: 'reportedAt',
    headerName: 'Reported at',
    width: 190,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'from',
    headerName: 'From',
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => `${row.from.name} (${row.from.username})`,
  },
  {
    field: 'to',
    headerName: 'To',
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => `${row.to.name} (${row.to.username})`,
  },
  {
    field: 'message',
    headerName: 'Message',
    width: 320,
    sortable: false,
    valueGetter: (_value, row) => row.message.text,
  },
  { field: 'reason', headerName: 'Reason', width: 240, sortable: false },
];

function ChatSettingSwitch() {
  const settings = useChatSettings();
  const save = useSaveChatSettings();
  return (
    <>
      {settings.isError && <ErrorAlert error={settings.error} sx={{ mb: 2 }} />}
      {save.isError && <ErrorAlert error={save.error} sx={{ mb: 2 }} />}
      <FormControlLabel
        sx={{ mb: 2 }}
        label="Students may chat with other students"
        control={
          <Switch
            checked={settings.data?.studentsMayChatWithStudents ?? false}
            disabled={!settings.data || save.isPending}
            onChange={(event) => save.mutate({ studentsMayChatWithStudents: event.target.checked })}
          />
        }
      />
    </>
  );
}

/**
 * /chatReports (admins, issue 17): the club's chat setting, and the private messages members
 * reported, newest first.
 */
export function ChatReportsPage() {
  const list = useServerList({
    sortable: [] as const,
    initialSort: { field: 'reportedAt', direction: 'desc' },
  });
  const reports = useChatReports(list.params.page, list.params.size);
  const rows = useMemo(() => reports.data?.items ?? [], [reports.data]);
  return (
    <>
      <PageTitle title="Chat Reports" />
      <ChatSettingSwitch />
      {reports.isError && !reports.data ? (
        <ErrorAlert error={reports.error} />
      ) : (
        <ServerGrid
          label="Chat reports"
          rows={rows}
          columns={columns}
          loading={reports.isFetching}
          paging={list.paging(reports.data?.total ?? 0)}
        />
      )}
    </>
  );
}
