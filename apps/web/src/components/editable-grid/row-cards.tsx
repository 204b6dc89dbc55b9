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
import { cardOnlyWhenSet } from '@/components/editable-grid/grid-columns';

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

/** The columns a card may list: those with a header that hold data (not actions or pictures). */
const listedColumns = <Row extends GridValidRowModel>(columns: GridColDef<Row>[]) =>
  columns.filter((column) => column.type !== 'actions' && !column.disableExport);

/** One "Header: value" line of a row's card. */
export type CardLine = { field: string; header: string; text: string };

/**
 * The lines of `row`'s card: a line per column whose cell shows text, never the bare `id` column
 * (the row's other fields say which it is), nor an unticked `flagColumn`, so a half-filled row
 * makes a short card. Every list
 * of cards uses this rule.
 */
export function cardLines<Row extends GridValidRowModel>(
  columns: GridColDef<Row>[],
  row: Row,
): CardLine[] {
  return listedColumns(columns)
    .filter((column) => column.field !== 'id')
    .filter((column) => !cardOnlyWhenSet(column) || Boolean(cellValue(column, row)))
    .map((column) => ({
      field: column.field,
      header: column.headerName ?? column.field,
      text: cellText(column, row),
    }))
    .filter((line) => line.text.trim() !== '');
}

/** One card of a `CardList`: a title, "Label: value" lines, and the card's buttons. */
export type ListCard = {
  key: number | string;
  /** The card's heading (a player's name), when it has one. */
  title?: string;
  lines: { label: string; text: string }[];
  actions: ReactNode;
};

/**
 * Cards for a phone, one per item, each with its lines and buttons, or the list's `empty`
 * sentence: what every phone list of the app looks like (`RowCards` for a grid's rows).
 */
export function CardList({
  label,
  cards,
  empty,
}: {
  /** Names the list for screen readers. */
  label: string;
  cards: readonly ListCard[];
  /** What the list says with no cards: what it holds and what to do. */
  empty: string;
}) {
  if (cards.length === 0) {
    return <Typography sx={{ color: 'text.secondary', my: 2 }}>{empty}</Typography>;
  }
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Card component="li" key={card.key} variant="outlined" data-id={card.key}>
          <CardContent sx={{ pb: 0 }}>
            {card.title !== undefined && (
              <Typography
                component="h4"
                variant="subtitle1"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {card.title}
              </Typography>
            )}
            {card.lines.map((line) => (
              <Box key={line.label} sx={{ overflowWrap: 'anywhere' }}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {line.label}:
                </Typography>{' '}
                <Typography component="span" variant="body2">
                  {line.text}
                </Typography>
              </Box>
            ))}
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap' }}>{card.actions}</CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A grid's rows as cards, for a phone: one card per row, a "Header: value" line per filled column
 * (`cardLines`) and the row's actions at the bottom; `empty` when there are no rows.
 */
export function RowCards<Row extends GridValidRowModel & { id: number }>({
  label,
  rows,
  columns,
  empty,
  loading = false,
  actions,
}: {
  /** Names the list for screen readers, as the grid's label does. */
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  /** What the list says with no rows: what it holds and what to do ("No users yet. Add one…"). */
  empty: string;
  loading?: boolean;
  /** The buttons or links of one row. */
  actions: (row: Row) => ReactNode;
}) {
  if (loading) return <CircularProgress aria-label={`Loading ${label}`} />;
  return (
    <CardList
      label={label}
      empty={empty}
      cards={rows.map((row) => ({
        key: row.id,
        lines: cardLines(columns, row).map((line) => ({ label: line.header, text: line.text })),
        actions: actions(row),
      }))}
    />
  );
}
