import { useMemo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { LiveOnlineUser } from '@kingside/shared';
import { QueryState } from '@/components/query-state';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { onlineUserColumns } from '@/components/online-user-columns';
import type { ServerPaging } from '@/components/editable-grid/server-paging';
import type { useLiveOnline } from '@/features/live/api/live-api';
import { UnreadBadge, unreadText } from '@/features/live/components/unread-badge';
import type { UnreadCounts } from '@/features/live/logic/unread';

type Row = LiveOnlineUser & { id: number };

/** Said where Chat would be when the club does not let students chat with each other. */
export const NO_STUDENT_CHAT = 'No chat between students';

export type OnlineActions = {
  /** The caller's username: no Challenge button on their own row. */
  myUsername: string;
  onChallenge: (member: LiveOnlineUser) => void;
  onChat: (member: LiveOnlineUser) => void;
};

function RowActions({
  row,
  actions,
  unread,
}: {
  row: Row;
  actions: OnlineActions;
  /** Messages from this member that arrived while their conversation was closed. */
  unread: number;
}): ReactNode {
  const self = row.user.username === actions.myUsername;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: '100%' }}>
      {!self && (
        <Button size="small" variant="outlined" onClick={() => actions.onChallenge(row)}>
          Challenge
        </Button>
      )}
      {!self && row.canChat && (
        <UnreadBadge count={unread}>
          <Button
            size="small"
            aria-label={unread > 0 ? `Chat, ${unreadText(unread)}` : undefined}
            onClick={() => actions.onChat(row)}
          >
            Chat
          </Button>
        </UnreadBadge>
      )}
      {/* The club's safe default: students do not chat with each other (docs/decisions/0041). */}
      {!self && !row.canChat && (
        <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
          {NO_STUDENT_CHAT}
        </Typography>
      )}
      {row.gameId && (
        <Button size="small" component={RouterLink} to={`/playLive/${row.gameId}`}>
          Watch
        </Button>
      )}
    </Stack>
  );
}

/**
 * The members connected to live play, a page at a time (the server pages), with Challenge, Chat
 * (badged with the messages unread from the member) and Watch on each row. `actions` must keep
 * its identity between renders.
 */
export function OnlineGrid({
  online,
  paging,
  actions,
  unread,
  disableVirtualization,
}: {
  online: ReturnType<typeof useLiveOnline>;
  paging: ServerPaging;
  actions: OnlineActions;
  /** Messages that arrived while their conversation was closed, per member. */
  unread: UnreadCounts;
  disableVirtualization?: boolean;
}) {
  const rows = useMemo<Row[]>(
    () => (online.data?.items ?? []).map((item) => ({ ...item, id: item.user.id })),
    [online.data],
  );
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      ...onlineUserColumns<Row>(),
      {
        field: 'actions',
        headerName: 'Actions',
        width: 260,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions row={row} actions={actions} unread={unread.get(row.id) ?? 0} />
        ),
      },
    ],
    [actions, unread],
  );
  return (
    <QueryState query={online} label="Loading the members online">
      {() => (
        <ServerGrid
          label="Members online"
          rows={rows}
          empty="Nobody is connected to live play just now. Members show here while they have Play Live open."

          columns={columns}
          loading={online.isFetching}
          paging={paging}
          disableVirtualization={disableVirtualization}
          height={400}
          cardActions={(row) => (
            <RowActions row={row} actions={actions} unread={unread.get(row.id) ?? 0} />
          )}
        />
      )}
    </QueryState>
  );
}
