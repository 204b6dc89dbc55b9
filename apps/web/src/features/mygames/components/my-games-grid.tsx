import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { MyGameSummary } from '@kingside/shared';
import { formatInstantDate } from '@/lib/format';

const columns: GridColDef<MyGameSummary>[] = [
  { field: 'id', headerName: 'id', type: 'number', width: 80 },
  {
    field: 'createdDate',
    headerName: 'createdDate',
    width: 130,
    valueFormatter: (value: string) => formatInstantDate(value),
  },
  {
    field: 'name',
    headerName: 'name',
    flex: 1,
    minWidth: 220,
    // A link as well as the row click, so keyboard users can open a game.
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/myGame/${row.id}`} underline="hover">
        {row.name}
      </Link>
    ),
  },
  { field: 'white', headerName: 'white', width: 150 },
  { field: 'black', headerName: 'black', width: 150 },
  { field: 'whiteElo', headerName: 'whiteElo', type: 'number', width: 100 },
  { field: 'blackElo', headerName: 'blackElo', type: 'number', width: 100 },
  { field: 'timeControl', headerName: 'timeControl', width: 120 },
  { field: 'gameResult', headerName: 'gameResult', width: 110 },
];

/** The member's games; a row click opens the game. */
export function MyGamesGrid({
  rows,
  loading,
  onOpen,
}: {
  rows: MyGameSummary[];
  loading: boolean;
  onOpen: (game: MyGameSummary) => void;
}) {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid<MyGameSummary>
        aria-label="My Games"
        rows={rows}
        columns={columns}
        loading={loading}
        onRowClick={({ row }) => onOpen(row)}
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
