import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { MyGameSummary } from '@kingside/shared';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import type { ServerPaging } from '@/components/editable-grid/server-paging';
import { instantDateColumn, linkColumn } from '@/components/row-link-grid';

// The server answers newest first and sorts nothing else: no header offers a sort.
const columns: GridColDef<MyGameSummary>[] = (
  [
    { field: 'id', headerName: 'Id', type: 'number', width: 80 },
    instantDateColumn<MyGameSummary>('createdDate', 'Created Date', 130),
    linkColumn<MyGameSummary>('name', 'Name', (row) => `/myGame/${row.id}`),
    { field: 'white', headerName: 'White', width: 150 },
    { field: 'black', headerName: 'Black', width: 150 },
    { field: 'whiteElo', headerName: 'White Elo', type: 'number', width: 100 },
    { field: 'blackElo', headerName: 'Black Elo', type: 'number', width: 100 },
    { field: 'timeControl', headerName: 'Time Control', width: 120 },
    { field: 'gameResult', headerName: 'Result', width: 110 },
    {
      field: 'review',
      headerName: 'Review',
      width: 100,
      disableExport: true,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/myGames/${row.id}/review`} underline="hover">
          Review
        </Link>
      ),
    },
  ] satisfies GridColDef<MyGameSummary>[]
).map((column) => ({ ...column, sortable: false }));

/** The member's games, a page at a time from the server, newest first; a row click opens one. */
export function MyGamesGrid(props: {
  rows: MyGameSummary[];
  loading: boolean;
  paging: ServerPaging;
  onOpen: (game: MyGameSummary) => void;
}) {
  const { onOpen, ...grid } = props;
  return (
    <ServerGrid
      label="My Games"
      empty="No games yet. Add your games from a PGN file with Upload PGN."
      columns={columns}
      onRowClick={onOpen}
      cardActions={(game) => (
        <>
          <Button size="small" onClick={() => onOpen(game)}>
            Open
          </Button>
          <Button size="small" component={RouterLink} to={`/myGames/${game.id}/review`}>
            Review
          </Button>
        </>
      )}
      {...grid}
    />
  );
}
