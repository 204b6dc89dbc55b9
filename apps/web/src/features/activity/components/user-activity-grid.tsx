import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, USER_ACTIVITY_DAYS_DEFAULT, type UserActivity } from '@kingside/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { QueryState } from '@/components/query-state';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { UserSearchField, useServerList } from '@/components/editable-grid/server-paging';
import { SuccessAlert } from '@/components/success-alert';
import { useEndSessions, userActivityQueryOptions } from '@/features/activity/api/activity-api';

/** The windows an admin can look back over; the spec's is 60 days. */
const WINDOWS = [1, 7, 30, USER_ACTIVITY_DAYS_DEFAULT, 180, 366] as const;

type Row = UserActivity & { id: number };

const instant = (value: string | null) => (value ? formatDateTime(value) : '');

const baseColumns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'User Id', type: 'number', width: 90, sortable: false },
  {
    field: 'username',
    headerName: 'Username',
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => row.user.username,
  },
  { field: 'lastLoginIP', headerName: 'Last Login IP', width: 140, sortable: false },
  {
    field: 'lastLoginDate',
    headerName: 'Last Login Date',
    width: 190,
    sortable: false,
    valueFormatter: instant,
  },
  {
    field: 'lastLogoutDate',
    headerName: 'Last Logout Date',
    width: 190,
    sortable: false,
    valueFormatter: instant,
  },
  { field: 'online', headerName: 'Online', type: 'boolean', width: 90, sortable: false },
  {
    field: 'lastSessionId',
    headerName: 'Session (fingerprint)',
    width: 170,
    sortable: false,
    description: 'A short fingerprint of the session; tokens are never shown.',
  },
  {
    field: 'liveSessions',
    headerName: 'Live Sessions',
    type: 'number',
    width: 120,
    sortable: false,
  },
];

/**
 * /userActivity: each user's latest login in the chosen window, with an End Sessions action that
 * signs the user out everywhere (docs/decisions/0029).
 */
export function UserActivityGrid({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const [noOfDays, setNoOfDays] = useState<number>(USER_ACTIVITY_DAYS_DEFAULT);
  const list = useServerList({
    sortable: [] as const,
    initialSort: { field: 'lastLoginDate', direction: 'desc' },
  });
  const { page, size, search } = list.params;
  const activity = useQuery(userActivityQueryOptions(noOfDays, { page, size, search }));
  const endSessions = useEndSessions();
  const [ending, setEnding] = useState<Row | null>(null);

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      ...baseColumns,
      {
        field: 'actions',
        headerName: 'Actions',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            color="error"
            disabled={row.liveSessions === 0}
            onClick={() => setEnding(row)}
            aria-label={`End sessions of ${row.user.username}`}
          >
            End Sessions
          </Button>
        ),
      },
    ],
    [],
  );
  const rows = useMemo<Row[]>(
    () => (activity.data?.items ?? []).map((item) => ({ ...item, id: item.user.id })),
    [activity.data],
  );

  return (
    <>
      <SuccessAlert message={endSessions.data?.message ?? null} onClose={endSessions.reset} />
      {endSessions.isError && <ErrorAlert error={endSessions.error} />}
      <QueryState query={activity} label="Loading the user activity">
        {(page) => (
          <ServerGrid
            label="User Activity"
            empty={`No logins in the last ${noOfDays === 1 ? 'day' : `${noOfDays} days`}. Choose more days in "Logins in the last".`}
            rows={rows}
            columns={columns}
            loading={activity.isFetching}
            paging={list.paging(page.total)}
            disableVirtualization={disableVirtualization}
            toolbar={
              <>
                <TextField
                  select
                  size="small"
                  label="Logins in the last"
                  value={noOfDays}
                  onChange={(event) => setNoOfDays(Number(event.target.value))}
                  sx={{ minWidth: 170 }}
                >
                  {WINDOWS.map((days) => (
                    <MenuItem key={days} value={days}>
                      {days === 1 ? '1 day' : `${days} days`}
                    </MenuItem>
                  ))}
                </TextField>
                <UserSearchField {...list.searchBox} />
              </>
            }
            cardActions={(row) => (
              <Button
                size="small"
                color="error"
                disabled={row.liveSessions === 0}
                onClick={() => setEnding(row)}
              >
                End Sessions
              </Button>
            )}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={ending !== null}
        question={`End every session of ${ending?.user.username ?? ''}? They will have to log in again.`}
        pending={endSessions.isPending}
        destructive
        onClose={() => setEnding(null)}
        onConfirm={() => {
          if (!ending) return;
          endSessions.mutate({ userId: ending.user.id }, { onSettled: () => setEnding(null) });
        }}
      />
    </>
  );
}
