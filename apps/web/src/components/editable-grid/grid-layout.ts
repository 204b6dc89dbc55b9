import { useEffect, useMemo, type RefObject } from 'react';
import {
  gridClasses,
  useGridApiRef,
  type GridApi,
  type GridAutosizeOptions,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * How every grid of the app lays out: columns sized to their content, a height that follows the
 * rows up to a cap (then it scrolls inside), the first columns kept in view while scrolling
 * sideways, and cards instead of a table on a phone.
 */

/** Below this width a grid shows its rows as cards (MUI's `sm` breakpoint). */
export const PHONE_QUERY = '(max-width:599.95px)';

/**
 * Every column stays rendered however far the grid scrolls sideways, so the sticky ones never
 * leave the DOM (the community grid virtualizes columns and cannot pin them).
 */
export const COLUMN_BUFFER_PX = 4000;

/** Widest a column grows when sized to its content, by type, so one long note cannot take the screen. */
const MAX_WIDTH: Partial<Record<string, number>> = { longText: 420, string: 480 };

/** Narrowest a column shrinks, by type: room for a checkbox, a number, a date or a few words. */
const MIN_WIDTH: Partial<Record<string, number>> = {
  boolean: 70,
  number: 80,
  date: 110,
  dateTime: 170,
  singleSelect: 110,
  longText: 180,
  string: 110,
};

/** Gives a column the bounds of its type where it sets none itself. */
export function boundedColumn<Row extends GridValidRowModel>(
  column: GridColDef<Row>,
): GridColDef<Row> {
  const type = column.type ?? 'string';
  return {
    ...column,
    minWidth: column.minWidth ?? MIN_WIDTH[type] ?? 60,
    maxWidth: column.maxWidth ?? MAX_WIDTH[type],
  };
}

/** Header and every rendered cell count; spare width is shared out among the columns. */
const AUTOSIZE_OPTIONS: GridAutosizeOptions = {
  includeHeaders: true,
  includeOutliers: true,
  expand: true,
};

/**
 * Sizes `fields` to their content whenever the rows change (the first rows often arrive after the
 * grid mounts, and a saved row may be the widest). The grid's columns must keep their identity
 * between renders, or it drops the measured widths.
 */
export function useAutosizeColumns(
  apiRef: RefObject<GridApi | null>,
  rows: readonly unknown[],
  fields: readonly string[],
): void {
  useEffect(() => {
    if (rows.length === 0) return;
    const frame = requestAnimationFrame(() => {
      void apiRef.current?.autosizeColumns({ ...AUTOSIZE_OPTIONS, columns: [...fields] });
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, rows, fields]);
}

/** A pinned column: its field and the width of the pinned columns before it, in pixels. */
type Pin = { field: string; left: number };

/**
 * Keeps `count` leading columns in view while the grid scrolls sideways: they get the grid's own
 * pinned-cell styles (sticky, an opaque background following hover and selection) and their
 * offsets. All but the last need a fixed `width`, since the next one's offset adds it up.
 */
export function pinLeadingColumns<Row extends GridValidRowModel>(
  columns: GridColDef<Row>[],
  count: number,
): { columns: GridColDef<Row>[]; sx: Record<string, { left: number }> } {
  const pins: Pin[] = [];
  let left = 0;
  const pinned = columns.map((column, index) => {
    if (index >= count) return column;
    pins.push({ field: column.field, left });
    left += column.width ?? 0;
    return {
      ...column,
      cellClassName: gridClasses['cell--pinnedLeft'],
      headerClassName: gridClasses['columnHeader--pinnedLeft'],
    };
  });
  const sx = Object.fromEntries(
    pins.map(({ field, left: offset }) => [
      `& .${gridClasses['cell--pinnedLeft']}[data-field="${field}"], & .${gridClasses['columnHeader--pinnedLeft']}[data-field="${field}"]`,
      { left: offset },
    ]),
  );
  return { columns: pinned, sx };
}

/**
 * The layout every grid of the app starts from: its api ref, whether it shows cards (a phone),
 * and its columns bounded by type with the first kept in view, sized to their content whenever
 * `rows` change. A `leading` column (row actions, checkboxes) goes first and is kept in view too;
 * it is not sized. `columns` and `leading` must keep their identity between renders.
 * `tableProps` are the DataGrid props that go with the layout: its api ref, the laid-out columns
 * and their styles, every column rendered (so the sticky ones stay), no row selected by a click.
 */
export function useGridLayout<Row extends GridValidRowModel>(
  rows: readonly Row[],
  columns: GridColDef<Row>[],
  leading?: GridColDef<Row>,
) {
  const apiRef = useGridApiRef();
  const phone = useMediaQuery(PHONE_QUERY);
  const grid = useMemo(() => {
    const bounded = columns.map(boundedColumn);
    return leading ? pinLeadingColumns([leading, ...bounded], 2) : pinLeadingColumns(bounded, 1);
  }, [columns, leading]);
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  useAutosizeColumns(apiRef, rows, fields);
  const tableProps = {
    apiRef,
    columns: grid.columns,
    sx: grid.sx,
    disableRowSelectionOnClick: true,
    columnBufferPx: COLUMN_BUFFER_PX,
  };
  return { apiRef, phone, grid, tableProps };
}

/**
 * The box around a grid: a column flex container, so the grid is as tall as its rows up to
 * `maxHeight` (the spec's grid height, and never more than the screen), then scrolls inside.
 */
export const gridBoxSx = (maxHeight: number): SxProps<Theme> => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: `min(${maxHeight}px, 100dvh)`,
});
