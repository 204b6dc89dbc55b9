import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ONLINE_WINDOW_MINUTES, type OnlineUser } from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { onlineUserColumns } from '@/components/online-user-columns';
import { UserSearchField, useServerList } from '@/components/editable-grid/server-paging';
import { onlineUsersQueryOptions } from '@/features/activity/api/activity-api';

type Row = OnlineUser & { id: number };

const columns = onlineUserColumns<Row>();

/** Who is online: users whose session called the API in the last few minutes (refreshes itself). */
export function OnlineUsersGrid({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const list = useServerList({
    sortable: [] as const,
    initialSort: { field: 'username', direction: 'asc' },
  });
  const { page, size, search } = list.params;
  const online = useQuery({
    ...onlineUsersQueryOptions({ page, size, search }),
    refetchInterval: 60_000,
  });
  const rows = useMemo<Row[]>(
    () => (online.data?.items ?? []).map((item) => ({ ...item, id: item.user.id })),
    [online.data],
  );
  return (
    <QueryState query={online} label="Loading the online users">
      {(page) => (
        <ServerGrid
          label={`Online users (active in the last ${ONLINE_WINDOW_MINUTES} minutes)`}
          empty={`No one has been active in the last ${ONLINE_WINDOW_MINUTES} minutes. This list refreshes every minute.`}
          rows={rows}
          columns={columns}
          loading={online.isFetching}
          paging={list.paging(page.total)}
          disableVirtualization={disableVirtualization}
          height={400}
          toolbar={<UserSearchField {...list.searchBox} />}
        />
      )}
    </QueryState>
  );
}
