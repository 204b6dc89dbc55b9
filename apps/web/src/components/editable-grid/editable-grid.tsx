import { useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  gridFilteredSortedRowIdsSelector,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import type { z } from 'zod';
import { MESSAGES } from '@kingside/shared';
import { ConfirmDeleteDialog } from '@/components/editable-grid/confirm-delete-dialog';
import { emptyGridProps } from '@/components/editable-grid/grid-empty';
import { gridBoxSx, useGridLayout } from '@/components/editable-grid/grid-layout';
import { EditableGridToolbar } from '@/components/editable-grid/grid-toolbar';
import { withLabelledEditor } from '@/components/editable-grid/labelled-editors';
import {
  ACTIONS_COLUMN,
  RowActionsContext,
  RowCardActions,
  type RowActionsContextValue,
} from '@/components/editable-grid/row-actions';
import { RowCards } from '@/components/editable-grid/row-cards';
import { RowEditDialog } from '@/components/editable-grid/row-edit-dialog';
import {
  describeSaveError,
  missingRequired,
  RowValidationError,
  schemaIssues,
} from '@/components/editable-grid/save-errors';
import {
  CardPagination,
  emptySentence,
  serverGridProps,
  type ServerPaging,
} from '@/components/editable-grid/server-paging';
import { getErrorMessage } from '@/lib/api-client';
import type { EditableRow } from '@/components/editable-grid/editable-row';

export type { EditableRow };

/** The spec's admin grid heights, in pixels. */
export type EditableGridHeight = 350 | 650;

export type EditableGridProps<Row extends EditableRow, Save extends z.ZodType> = {
  /** What the grid holds, e.g. "Inquiries": names the grid and its toolbar for screen readers. */
  label: string;
  /** The server's rows, as the list query returns them. */
  rows: readonly Row[];
  /**
   * What the grid says with no rows, for the person who sees it: what the list holds and what to
   * do, e.g. "No users yet. Add one with Add User." (A search that found nothing says so instead.)
   */
  empty: string;
  /**
   * Data columns; `editable: true` on those an admin may change. Keep the array's identity
   * between renders (a module constant or a memo): the grid drops the measured widths of new
   * columns. The actions column is added first and stays in view with the first data column
   * while the table scrolls sideways. Columns are sized to their content, within their own
   * `minWidth`/`maxWidth` or those of their type.
   */
  columns: GridColDef<Row>[];
  /** How the delete confirmation names a row ("Are you sure you want to delete {label}?"). */
  getRowLabel: (row: Row) => string;
  /** Fields that must not be blank; checked in the browser before posting ("<Header> is required"). */
  required?: readonly (keyof Row & string)[];
  /**
   * The shared save contract. The edited row (without `id` when new, extra fields dropped) is
   * parsed with it in the browser, and the parsed value is what `onSave` receives.
   */
  saveSchema: Save;
  /**
   * Posts the row and resolves with the saved row; a new row's temporary id is replaced by the
   * server's. Should settle after the list query has refetched (return the invalidation).
   * A rejection keeps the row in edit mode and shows the error above the grid.
   */
  onSave: (input: z.output<Save>) => Promise<Row>;
  /** Deletes the row; resolves after the list query has refetched. Without it, rows have no Delete. */
  onDelete?: (row: Row) => Promise<unknown>;
  /**
   * Where Add goes: `row` (default) adds a blank row in the grid; a link opens a page of its own
   * (a form with fields the grid does not show, such as a password).
   */
  add?: 'row' | { to: string; label: string };
  /**
   * Exports on the server (every matching row, not just the page in view); by default the grid
   * writes its own rows. A rejection shows in the alert.
   */
  onExport?: () => Promise<unknown>;
  /** The server pages and sorts the rows: `rows` is one page (server-paging.tsx). */
  paging?: ServerPaging;
  /** More of the toolbar, after Add and Export (a search box). */
  toolbar?: ReactNode;
  /** The row's own page: a phone's card opens it to edit instead of the grid's edit dialog. */
  rowHref?: (row: Row) => string;
  /** Values a new row starts with (its id is set by the grid). */
  newRow?: () => Partial<Row>;
  /**
   * Tallest the grid grows, in pixels: 650 for a page's main grid, 350 for a secondary one. It is
   * as tall as its rows below that, never taller than the screen, and scrolls inside beyond.
   */
  height?: EditableGridHeight;
  /** Name of the exported file, without or with the .csv extension. */
  csvFileName: string;
  /** True while the rows are first loading: shows the grid's loading overlay. */
  loading?: boolean;
  /** Renders every row and column; only for tests in jsdom, which has no layout. */
  disableVirtualization?: boolean;
};

type Notice = { severity: 'success' | 'error'; lines: string[] };

/** The row a phone edits in a dialog; `isNew` until the server has saved it. */
type DialogEdit<Row> = { row: Row; isNew: boolean };

/**
 * The admin table of spec 1 section 4: row edit mode with Add (a blank row at the top), Edit,
 * Save, Cancel and Delete (after a Confirm dialog), messages in an alert above the grid, and a
 * CSV export of the saved rows. Rows come from a query; the grid keeps only unsaved new rows and
 * its edit state. On a phone the rows are cards, and Add and Edit open the row in a dialog.
 * With `paging` the server pages and sorts (a long list such as the users): the grid holds one
 * page, and Export asks the server for every matching row (`onExport`).
 */
export function EditableGrid<Row extends EditableRow, Save extends z.ZodType>({
  label,
  rows,
  empty,
  columns,
  getRowLabel,
  required = [],
  saveSchema,
  onSave,
  onDelete,
  add = 'row',
  onExport,
  paging,
  toolbar,
  rowHref,
  newRow,
  height = 650,
  csvFileName,
  loading = false,
  disableVirtualization = false,
}: EditableGridProps<Row, Save>) {
  const nextTempId = useRef(-1);
  const [newRows, setNewRows] = useState<Row[]>([]);
  // Saved new rows, shown until the refetched list holds them (so they never blink out).
  const [savedRows, setSavedRows] = useState<Row[]>([]);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<{ row: Row; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [dialogEdit, setDialogEdit] = useState<DialogEdit<Row> | null>(null);
  // Rows whose save is under way: no actions until the server answers.
  const [savingIds, setSavingIds] = useState<ReadonlySet<GridRowId>>(new Set());

  const shownRows = useMemo(() => {
    const serverIds = new Set(rows.map((row) => row.id));
    return [...newRows, ...savedRows.filter((row) => !serverIds.has(row.id)), ...rows];
  }, [newRows, savedRows, rows]);

  const dataColumns = useMemo(() => columns.map(withLabelledEditor), [columns]);
  const { apiRef, phone, tableProps } = useGridLayout(
    rows,
    dataColumns,
    ACTIONS_COLUMN as GridColDef<Row>,
  );

  const firstEditableField = columns.find((column) => column.editable)?.field;
  const fieldLabel = (field: string) =>
    columns.find((column) => column.field === field)?.headerName ?? field;
  const isNew = (id: GridRowId) => newRows.some((row) => row.id === id);
  const dropNewRow = (id: GridRowId) => setNewRows((list) => list.filter((row) => row.id !== id));
  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) =>
    setRowModesModel((model) => ({ ...model, [id]: mode }));

  const handleAdd = () => {
    const id = nextTempId.current--;
    setNotice(null);
    const row = { ...newRow?.(), id } as Row;
    if (phone) {
      setDialogEdit({ row, isNew: true });
      return;
    }
    setNewRows((list) => [row, ...list]);
    setMode(id, { mode: GridRowModes.Edit, fieldToFocus: firstEditableField });
  };

  const handleCancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    if (isNew(id)) dropNewRow(id);
  };

  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    // Leaving the row keeps it in edit mode; only Save, Enter, Cancel or Escape end it.
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    } else if (params.reason === GridRowEditStopReasons.escapeKeyDown && isNew(params.id)) {
      dropNewRow(params.id);
    }
  };

  /**
   * Checks the edited row in the browser, then posts it; a new row is kept in view until the
   * refetched list holds it. Throws what the alert shows when the save is refused.
   */
  const saveRow = async (updated: Row, rowIsNew: boolean): Promise<Row> => {
    const missing = missingRequired(updated, required, fieldLabel);
    if (missing.length > 0) throw new RowValidationError(missing);
    const parsed = saveSchema.safeParse({ ...updated, id: rowIsNew ? undefined : updated.id });
    if (!parsed.success) throw new RowValidationError(schemaIssues(parsed.error, fieldLabel));

    setSavingIds((ids) => new Set(ids).add(updated.id));
    try {
      const saved = await onSave(parsed.data);
      setNotice(null);
      if (rowIsNew) {
        dropNewRow(updated.id);
        setSavedRows((list) => [saved, ...list]);
      }
      return saved;
    } finally {
      setSavingIds((ids) => {
        const next = new Set(ids);
        next.delete(updated.id);
        return next;
      });
    }
  };

  const processRowUpdate = (updated: Row): Promise<Row> => saveRow(updated, isNew(updated.id));

  const handleConfirmDelete = async () => {
    if (!confirm || !onDelete) return;
    const { row } = confirm;
    setDeleting(true);
    try {
      await onDelete(row);
      setSavedRows((list) => list.filter((saved) => saved.id !== row.id));
      setNotice({ severity: 'success', lines: [MESSAGES.deleted] });
    } catch (error) {
      setNotice({ severity: 'error', lines: [MESSAGES.deleteFailed + getErrorMessage(error)] });
    } finally {
      setDeleting(false);
      setConfirm({ row, open: false });
    }
  };

  const askDelete = (row: Row) => setConfirm({ row, open: true });

  const rowActions: RowActionsContextValue = {
    isSaving: (id) => savingIds.has(id),
    isEditing: (id) => rowModesModel[id]?.mode === GridRowModes.Edit,
    edit: (id) => {
      setNotice(null);
      setMode(id, { mode: GridRowModes.Edit, fieldToFocus: firstEditableField });
    },
    save: (id) => setMode(id, { mode: GridRowModes.View }),
    cancel: handleCancel,
    askDelete: onDelete ? (row) => askDelete(row as Row) : null,
  };

  const [exporting, setExporting] = useState(false);
  const exportOnServer = async (run: () => Promise<unknown>) => {
    setExporting(true);
    try {
      await run();
    } catch (error) {
      setNotice({ severity: 'error', lines: [getErrorMessage(error)] });
    } finally {
      setExporting(false);
    }
  };

  // Only saved rows go to the file: an unsaved new row would be a blank line.
  const exportCsv = () => {
    if (onExport) {
      void exportOnServer(onExport);
      return;
    }
    const unsaved = new Set<GridRowId>(newRows.map((row) => row.id));
    apiRef.current?.exportDataAsCsv({
      fileName: csvFileName,
      getRowsToExport: ({ apiRef: gridApi }) =>
        gridFilteredSortedRowIdsSelector(gridApi).filter((id) => !unsaved.has(id)),
    });
  };

  const emptyText = emptySentence(empty, paging);

  // A grid's own export reads the table, which a phone does not show (its cards are for a
  // glance); the server's export does not need it.
  const canExport = !phone || Boolean(onExport);

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <EditableGridToolbar
        label={label}
        add={add}
        onAdd={handleAdd}
        onExport={canExport ? exportCsv : null}
        exporting={exporting}
      >
        {toolbar}
      </EditableGridToolbar>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice.lines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </Alert>
      )}
      {phone ? (
        <RowCards<Row>
          label={label}
          rows={shownRows}
          columns={dataColumns}
          empty={emptyText}
          loading={loading}
          actions={(row) => (
            <RowCardActions
              editHref={rowHref?.(row)}
              onEdit={() => {
                setNotice(null);
                setDialogEdit({ row, isNew: false });
              }}
              onDelete={onDelete && (() => askDelete(row))}
            />
          )}
        />
      ) : (
        <Box sx={gridBoxSx(height)}>
          <RowActionsContext value={rowActions}>
            <DataGrid<Row>
              {...tableProps}
              aria-label={label}
              rows={shownRows}
              loading={loading}
              editMode="row"
              rowModesModel={rowModesModel}
              onRowModesModelChange={setRowModesModel}
              onRowEditStop={handleRowEditStop}
              processRowUpdate={processRowUpdate}
              onProcessRowUpdateError={(error: unknown) =>
                setNotice({ severity: 'error', lines: describeSaveError(error, fieldLabel) })
              }
              disableVirtualization={disableVirtualization}
              {...emptyGridProps(emptyText)}
              {...serverGridProps(paging)}
            />
          </RowActionsContext>
        </Box>
      )}
      {phone && paging && <CardPagination paging={paging} label={label} />}
      {dialogEdit && (
        <RowEditDialog<Row>
          title={dialogEdit.isNew ? `Add to ${label}` : `Edit ${getRowLabel(dialogEdit.row)}`}
          row={dialogEdit.row}
          columns={dataColumns}
          onSave={(updated) => saveRow(updated, dialogEdit.isNew)}
          onClose={() => setDialogEdit(null)}
          describeError={(error) => describeSaveError(error, fieldLabel)}
        />
      )}
      {confirm && (
        <ConfirmDeleteDialog
          label={getRowLabel(confirm.row)}
          open={confirm.open}
          pending={deleting}
          onConfirm={() => void handleConfirmDelete()}
          onClose={() => setConfirm({ row: confirm.row, open: false })}
        />
      )}
    </Box>
  );
}
