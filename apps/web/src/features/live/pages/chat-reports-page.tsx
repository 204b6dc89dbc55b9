import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, type ChatReport } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { useServerList } from '@/components/editable-grid/server-paging';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
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
      {save.isError && <ErrorAlert error={save.error} sx={{ mb: 2 }} />}
      <QueryState query={settings} label="Loading the chat setting">
        {(current) => (
          <FormControlLabel
            sx={{ mb: 2 }}
            label="Students may chat with other students"
            control={
              <Switch
                checked={current.studentsMayChatWithStudents}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate({ studentsMayChatWithStudents: event.target.checked })
                }
              />
            }
          />
        )}
      </QueryState>
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
  return (
    <>
      <PageTitle title="Chat Reports" />
      <ChatSettingSwitch />
      <QueryState query={reports} label="Loading the chat reports">
        {(page) => (
          <ServerGrid
            label="Chat reports"
            rows={page.items}
            empty="No chat messages have been reported."

            columns={columns}
            loading={reports.isFetching}
            paging={list.paging(page.total)}
          />
        )}
      </QueryState>
    </>
  );
}
