import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { Opening } from '@kingside/shared';

const columns: GridColDef<Opening>[] = [
  { field: 'eco', headerName: 'ECO', width: 80 },
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 220,
    // A link as well as the row click, so keyboard users can open a line.
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/opening/${row.id}`} underline="hover">
        {row.name}
      </Link>
    ),
  },
  { field: 'pgn', headerName: 'Line', flex: 1, minWidth: 240 },
];

/** The opening repertoire; a row click opens the line on a board. */
export function OpeningsGrid({
  rows,
  loading,
  onOpen,
}: {
  rows: Opening[];
  loading: boolean;
  onOpen: (opening: Opening) => void;
}) {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid<Opening>
        aria-label="Openings"
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
