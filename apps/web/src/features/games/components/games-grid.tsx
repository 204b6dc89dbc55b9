import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { GameSummary } from '@kingside/shared';
import { formatInstantDate } from '@/lib/format';

const columns: GridColDef<GameSummary>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/game/${row.id}`}>
        {row.name}
      </Link>
    ),
  },
  {
    field: 'createdDate',
    headerName: 'Created Date',
    width: 160,
    valueFormatter: (value: string) => formatInstantDate(value),
  },
];

/** The ids a selection model ticks: "exclude" is what the header's select-all checkbox makes. */
export function selectedGameIds(
  model: GridRowSelectionModel,
  rows: readonly GameSummary[],
): number[] {
  return model.type === 'include'
    ? rows.filter((r) => model.ids.has(r.id)).map((r) => r.id)
    : rows.filter((r) => !model.ids.has(r.id)).map((r) => r.id);
}

/** One directory's games: Name (a link to the game), Created Date and a checkbox per row. */
export function GamesGrid({
  label,
  rows,
  loading,
  selection,
  onSelectionChange,
}: {
  /** Names the grid for screen readers, e.g. "Games in /Tactics". */
  label: string;
  rows: readonly GameSummary[];
  loading: boolean;
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
}) {
  return (
    <Box sx={{ height: 500, width: '100%' }}>
      <DataGrid<GameSummary>
        aria-label={label}
        rows={rows}
        columns={columns}
        loading={loading}
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
      />
    </Box>
  );
}
