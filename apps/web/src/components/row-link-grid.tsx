import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { emptyGridProps } from '@/components/editable-grid/grid-empty';
import { gridBoxSx, useGridLayout } from '@/components/editable-grid/grid-layout';
import { formatDate } from '@kingside/shared';
import { RowCards } from '@/components/editable-grid/row-cards';

/**
 * A column whose cell links to the row's page, so keyboard users can open a row as well as
 * clicking it.
 */
export function linkColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  href: (row: Row) => string,
): GridColDef<Row> {
  return {
    field,
    headerName,
    minWidth: 220,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={href(row)} underline="hover">
        {String(row[field] ?? '')}
      </Link>
    ),
  };
}

/** An ISO date-time column shown as the date. */
export function instantDateColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  width = 140,
): GridColDef<Row> {
  return {
    field,
    headerName,
    width,
    valueFormatter: (value: string | null) => (value ? formatDate(value) : ''),
  };
}

/** The tallest a row-link grid grows, in pixels; shorter when its rows need less. */
const MAX_HEIGHT = 560;

/**
 * A read-only list where a row click opens the row (studies, my games, openings). The first
 * column stays in view while it scrolls sideways; on a phone each row is a card with an Open
 * button. `columns` must keep their identity between renders (a module constant).
 */
export function RowLinkGrid<Row extends GridValidRowModel & { id: number }>({
  label,
  rows,
  empty,
  columns,
  onOpen,
}: {
  /** Names the grid for screen readers. */
  label: string;
  rows: readonly Row[];
  /** What the grid says with no rows: what the list holds and what to do. */
  empty: string;
  columns: GridColDef<Row>[];
  onOpen: (row: Row) => void;
}) {
  const { phone, tableProps } = useGridLayout(rows, columns);
  if (phone) {
    return (
      <RowCards<Row>
        label={label}
        rows={rows}
        columns={columns}
        empty={empty}
        actions={(row) => (
          <Button size="small" onClick={() => onOpen(row)}>
            Open
          </Button>
        )}
      />
    );
  }
  return (
    <Box sx={gridBoxSx(MAX_HEIGHT)}>
      <DataGrid<Row>
        {...tableProps}
        aria-label={label}
        rows={rows}
        onRowClick={({ row }) => onOpen(row)}
        {...emptyGridProps(empty)}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, ...tableProps.sx }}
      />
    </Box>
  );
}
