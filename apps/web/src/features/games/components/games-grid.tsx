import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatDate, type GameSummary } from '@kingside/shared';
import { emptyGridProps } from '@/components/editable-grid/grid-empty';
import { gridBoxSx, PHONE_QUERY } from '@/components/editable-grid/grid-layout';
import { RowCards } from '@/components/editable-grid/row-cards';
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
    valueFormatter: (value: string) => formatDate(value),
  },
];

/** The row's button opening the game's assignment in a new tab. */
function OpenAssignmentButton({
  game,
  onOpen,
}: {
  game: GameSummary;
  onOpen: (game: GameSummary) => void;
}) {
  return (
    <IconButton
      size="small"
      aria-label={`Open assignment for ${game.name}`}
      title="Open assignment in a new tab"
      onClick={() => onOpen(game)}
    >
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
}

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
 * One directory's games: Name (a link to the game), Created Date, with `onOpenAssignment` a button
 * opening the game's assignment, and a checkbox per row; on a phone, a card per game with its link
 * and checkbox.
 */
export function GamesGrid({
  label,
  rows,
  empty,
  selection,
  onSelectionChange,
  onOpenAssignment,
}: {
  /** Names the grid for screen readers, e.g. "Games in /Tactics". */
  label: string;
  rows: readonly GameSummary[];
  /** What the grid says with no games: what the directory holds and what to do. */
  empty: string;
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
  /** Opens the game's assignment (`/assignment/{id}`) in a new tab; without it, no such button. */
  onOpenAssignment?: (game: GameSummary) => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const shownColumns = useMemo<GridColDef<GameSummary>[]>(
    () =>
      onOpenAssignment
        ? [
            ...columns,
            {
              field: 'assignment',
              headerName: 'Assignment',
              width: 110,
              sortable: false,
              filterable: false,
              disableColumnMenu: true,
              renderCell: ({ row }) => (
                <OpenAssignmentButton game={row} onOpen={onOpenAssignment} />
              ),
            },
          ]
        : columns,
    [onOpenAssignment],
  );
  if (phone) {
    const selected = new Set(selectedGameIds(selection, rows));
    return (
      <RowCards<GameSummary>
        label={label}
        rows={rows}
        columns={columns}
        empty={empty}
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
            {onOpenAssignment && <OpenAssignmentButton game={row} onOpen={onOpenAssignment} />}
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
        columns={shownColumns}
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        {...emptyGridProps(empty)}
      />
    </Box>
  );
}
