import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { emptyGridProps } from '@/components/editable-grid/grid-empty';
import { gridBoxSx, useGridLayout } from '@/components/editable-grid/grid-layout';
import { RowCards } from '@/components/editable-grid/row-cards';
import {
  CardPagination,
  emptySentence,
  serverGridProps,
  type ServerPaging,
} from '@/components/editable-grid/server-paging';

/** Ticked rows of a server-paged grid, by id; ticks on other pages are kept. */
export type ServerGridSelection<Row> = {
  ids: ReadonlySet<number>;
  onChange: (ids: Set<number>) => void;
  /** Names a row's checkbox on a phone card ("Select <rowLabel>"). */
  rowLabel: (row: Row) => string;
};

/**
 * The ids a selection model ticks, given the page shown: the header's select-all checkbox makes an
 * "exclude" model, which ticks this page's rows (other than those excluded) besides `kept`.
 */
function tickedIds(
  model: GridRowSelectionModel,
  rows: readonly { id: number }[],
  kept: ReadonlySet<number>,
): Set<number> {
  if (model.type === 'include') return new Set([...model.ids].map(Number));
  const onPage = new Set(rows.map((row) => row.id));
  const next = new Set([...kept].filter((id) => !onPage.has(id)));
  for (const row of rows) if (!model.ids.has(row.id)) next.add(row.id);
  return next;
}

/** The checkbox column, kept in view with the first column when the grid scrolls sideways. */
const CHECKBOX_COLUMN: GridColDef = { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 50 };

/**
 * A read-only grid over a list the server pages, sorts and searches (coaches, students): the
 * editable grid's layout (columns sized to content, first column in view, cards on a phone) with
 * the server's paging. Links live in the cells (`renderCell`) and, on a phone, in `cardActions`.
 * With `selection`, rows get checkboxes (a "Select" checkbox on a phone card). `columns` must keep
 * their identity between renders (a module constant or a memo).
 */
export function ServerGrid<Row extends GridValidRowModel & { id: number }>({
  label,
  rows,
  empty,
  columns,
  loading,
  paging,
  toolbar,
  cardActions,
  height = 650,
  disableVirtualization = false,
  selection,
  onRowClick,
}: {
  /** Names the grid for screen readers. */
  label: string;
  /** One page of rows. */
  rows: readonly Row[];
  /**
   * What the grid says with no rows: what the list holds and what to do, e.g. "No coaches yet."
   * (A search that found nothing says so instead: `emptySentence`.)
   */
  empty: string;
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
  /** Checkboxes that tick rows (ids), e.g. for a Move or Assign button above the grid. */
  selection?: ServerGridSelection<Row>;
  /** Opens a row on a click anywhere in it (a phone card opens through `cardActions`). */
  onRowClick?: (row: Row) => void;
}) {
  const { phone, tableProps } = useGridLayout(
    rows,
    columns,
    selection ? (CHECKBOX_COLUMN as GridColDef<Row>) : undefined,
  );
  const emptyText = emptySentence(empty, paging);
  const ticked = selection?.ids;
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(ticked) }),
    [ticked],
  );
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
            empty={emptyText}
            loading={loading && rows.length === 0}
            actions={(row) => (
              <>
                {selection && (
                  <FormControlLabel
                    label="Select"
                    control={
                      <Checkbox
                        checked={selection.ids.has(row.id)}
                        onChange={() => {
                          const next = new Set(selection.ids);
                          if (next.has(row.id)) next.delete(row.id);
                          else next.add(row.id);
                          selection.onChange(next);
                        }}
                        slotProps={{
                          input: { 'aria-label': `Select ${selection.rowLabel(row)}` },
                        }}
                      />
                    }
                  />
                )}
                {cardActions?.(row)}
              </>
            )}
          />
          <CardPagination paging={paging} label={label} />
        </>
      ) : (
        <Box sx={gridBoxSx(height)}>
          <DataGrid<Row>
            {...tableProps}
            aria-label={label}
            rows={rows}
            loading={loading}
            disableVirtualization={disableVirtualization}
            {...emptyGridProps(emptyText)}
            sx={
              onRowClick
                ? { '& .MuiDataGrid-row': { cursor: 'pointer' }, ...tableProps.sx }
                : tableProps.sx
            }
            {...(onRowClick && { onRowClick: ({ row }: { row: Row }) => onRowClick(row) })}
            {...serverGridProps(paging)}
            {...(selection && {
              checkboxSelection: true,
              keepNonExistentRowsSelected: true,
              rowSelectionModel: selectionModel,
              onRowSelectionModelChange: (model: GridRowSelectionModel) =>
                selection.onChange(tickedIds(model, rows, selection.ids)),
            })}
          />
        </Box>
      )}
    </Box>
  );
}
