import type { ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridApi, GridColDef, GridValidRowModel, ValueOptions } from '@mui/x-data-grid';
import { dateKeyIn, formatDate, formatDateTime } from '@kingside/shared';

/** Column callbacks get the grid's API as their last argument; ours never use it. */
export const NO_GRID_API = { current: null } as unknown as RefObject<GridApi>;

/** What `column` holds for `row`, as the grid's cell and editor see it (after its valueGetter). */
export function cellValue<Row extends GridValidRowModel>(column: GridColDef<Row>, row: Row) {
  const raw: unknown = row[column.field];
  return column.valueGetter ? column.valueGetter(raw as never, row, column, NO_GRID_API) : raw;
}

/** The value and label of each choice of a singleSelect column. */
export function selectOptions<Row extends GridValidRowModel>(
  column: GridColDef<Row>,
): { value: unknown; label: string }[] {
  const options =
    'valueOptions' in column && Array.isArray(column.valueOptions)
      ? (column.valueOptions as ValueOptions[])
      : [];
  return options.map((option) =>
    typeof option === 'object'
      ? { value: option.value as unknown, label: String(option.label) }
      : { value: option, label: String(option) },
  );
}

/** The text a cell of `column` shows for `row`, for a line of a card. */
export function cellText<Row extends GridValidRowModel>(column: GridColDef<Row>, row: Row): string {
  const value: unknown = cellValue(column, row);
  if (column.valueFormatter)
    return String(column.valueFormatter(value as never, row, column, NO_GRID_API));
  if (value === null || value === undefined || value === '') return '';
  if (column.type === 'singleSelect') {
    return selectOptions(column).find((option) => option.value === value)?.label ?? String(value);
  }
  if (column.type === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) {
    return column.type === 'date' ? formatDate(dateKeyIn(value)) : formatDateTime(value);
  }
  return String(value);
}

/** The columns a card lists: those with a header that hold data (not actions or pictures). */
const listedColumns = <Row extends GridValidRowModel>(columns: GridColDef<Row>[]) =>
  columns.filter((column) => column.type !== 'actions' && !column.disableExport);

/**
 * A grid's rows as cards, for a phone: one card per row, a "Header: value" line per column and
 * the row's actions at the bottom.
 */
export function RowCards<Row extends GridValidRowModel & { id: number }>({
  label,
  rows,
  columns,
  loading = false,
  actions,
}: {
  /** Names the list for screen readers, as the grid's label does. */
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  loading?: boolean;
  /** The buttons or links of one row. */
  actions: (row: Row) => ReactNode;
}) {
  const listed = listedColumns(columns);
  if (loading) return <CircularProgress aria-label={`Loading ${label}`} />;
  if (rows.length === 0) return <Typography>No rows</Typography>;
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={row.id} variant="outlined" data-id={row.id}>
          <CardContent sx={{ pb: 0 }}>
            {listed.map((column) => (
              <Box key={column.field} sx={{ overflowWrap: 'anywhere' }}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {column.headerName ?? column.field}:
                </Typography>{' '}
                <Typography component="span" variant="body2">
                  {cellText(column, row)}
                </Typography>
              </Box>
            ))}
          </CardContent>
          <CardActions>{actions(row)}</CardActions>
        </Card>
      ))}
    </Stack>
  );
}
