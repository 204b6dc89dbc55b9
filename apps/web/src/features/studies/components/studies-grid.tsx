import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { StudySummary } from '@kingside/shared';
import { formatInstantDate } from '@/lib/format';

const columns: GridColDef<StudySummary>[] = [
  { field: 'id', headerName: 'id', type: 'number', width: 90 },
  {
    field: 'createdDate',
    headerName: 'createdDate',
    width: 150,
    valueFormatter: (value: string) => formatInstantDate(value),
  },
  {
    field: 'name',
    headerName: 'name',
    flex: 1,
    minWidth: 220,
    // A link as well as the row click, so keyboard users can open a study.
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/study/${row.id}`} underline="hover">
        {row.name}
      </Link>
    ),
  },
];

/** The studies list; a row click opens the study. */
export function StudiesGrid({
  rows,
  loading,
  onOpen,
}: {
  rows: StudySummary[];
  loading: boolean;
  onOpen: (study: StudySummary) => void;
}) {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid<StudySummary>
        aria-label="Studies"
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
