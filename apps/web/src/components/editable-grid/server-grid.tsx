import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import {
  boundedColumn,
  COLUMN_BUFFER_PX,
  gridBoxSx,
  PHONE_QUERY,
  pinLeadingColumns,
  useAutosizeColumns,
} from '@/components/editable-grid/grid-layout';
import { RowCards } from '@/components/editable-grid/row-cards';
import {
  CardPagination,
  serverGridProps,
  type ServerPaging,
} from '@/components/editable-grid/server-paging';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * A read-only grid over a list the server pages, sorts and searches (coaches, students): the
 * editable grid's layout (columns sized to content, first column in view, cards on a phone) with
 * the server's paging. Links live in the cells (`renderCell`) and, on a phone, in `cardActions`.
 * `columns` must keep their identity between renders (a module constant or a memo).
 */
export function ServerGrid<Row extends GridValidRowModel & { id: number }>({
  label,
  rows,
  columns,
  loading,
  paging,
  toolbar,
  cardActions,
  height = 650,
  disableVirtualization = false,
}: {
  /** Names the grid for screen readers. */
  label: string;
  /** One page of rows. */
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  loading: boolean;
  paging: ServerPaging;
  /** Above the grid: a search box, links. */
  toolbar?: ReactNode;
  /** The links of a row's card on a phone. */
  cardActions?: (row: Row) => ReactNode;
  /** Tallest the grid grows, in pixels. */
  height?: number;
  /** Renders every row and column; only for tests in jsdom, which has no layout. */
  disableVirtualization?: boolean;
}) {
  const apiRef = useGridApiRef();
  const phone = useMediaQuery(PHONE_QUERY);
  const grid = useMemo(() => pinLeadingColumns(columns.map(boundedColumn), 1), [columns]);
  const fields = useMemo(() => columns.map((column) => column.field), [columns]);
  useAutosizeColumns(apiRef, rows, fields);
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {toolbar && (
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label} actions`}
          sx={{ gap: 1, mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {toolbar}
        </Stack>
      )}
      {phone ? (
        <>
          <RowCards<Row>
            label={label}
            rows={rows}
            columns={columns}
            loading={loading && rows.length === 0}
            actions={(row) => cardActions?.(row)}
          />
          <CardPagination paging={paging} label={label} />
        </>
      ) : (
        <Box sx={gridBoxSx(height)}>
          <DataGrid<Row>
            apiRef={apiRef}
            aria-label={label}
            rows={rows}
            columns={grid.columns}
            loading={loading}
            disableRowSelectionOnClick
            disableVirtualization={disableVirtualization}
            columnBufferPx={COLUMN_BUFFER_PX}
            sx={grid.sx}
            {...serverGridProps(paging)}
          />
        </Box>
      )}
    </Box>
  );
}
