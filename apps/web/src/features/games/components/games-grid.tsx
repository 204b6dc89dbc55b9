import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { GameSummary } from '@kingside/shared';
import { gridBoxSx, PHONE_QUERY } from '@/components/editable-grid/grid-layout';
import { RowCards } from '@/components/editable-grid/row-cards';
import { formatInstantDate } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';

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

/** The selection with `id` ticked or unticked, as an explicit list of ids. */
function toggled(
  model: GridRowSelectionModel,
  rows: readonly GameSummary[],
  id: number,
): GridRowSelectionModel {
  const ids = new Set(selectedGameIds(model, rows));
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { type: 'include', ids };
}

/**
 * One directory's games: Name (a link to the game), Created Date and a checkbox per row; on a
 * phone, a card per game with its link and checkbox.
 */
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
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) {
    const selected = new Set(selectedGameIds(selection, rows));
    return (
      <RowCards<GameSummary>
        label={label}
        rows={rows}
        columns={columns}
        loading={loading}
        actions={(row) => (
          <>
            <FormControlLabel
              label="Select"
              control={
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => onSelectionChange(toggled(selection, rows, row.id))}
                  slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
                />
              }
            />
            <Link component={RouterLink} to={`/game/${row.id}`}>
              Open
            </Link>
          </>
        )}
      />
    );
  }
  return (
    <Box sx={gridBoxSx(500)}>
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
