import { useEffect, useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import {
  GridEditDateCell,
  GridEditInputCell,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

/** A yes/no column's editor: the grid's own checkbox has no accessible name. */
function LabelledBooleanEditCell({
  id,
  field,
  value,
  hasFocus,
  api,
  label,
}: GridRenderEditCellParams & { label: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (hasFocus) input.current?.focus();
  }, [hasFocus]);
  return (
    <Checkbox
      size="small"
      checked={Boolean(value)}
      slotProps={{ input: { 'aria-label': label, ref: input } }}
      onChange={(event) =>
        void api.setEditCellValue({ id, field, value: event.target.checked }, event)
      }
    />
  );
}

/**
 * Gives a column's text, number, date and yes/no editors the header as their accessible name (the
 * grid's own editors have none; its long-text editor already does).
 */
export function withLabelledEditor<Row extends GridValidRowModel>(
  column: GridColDef<Row>,
): GridColDef<Row> {
  if (!column.editable || column.renderEditCell) return column;
  const root = { slotProps: { htmlInput: { 'aria-label': column.headerName ?? column.field } } };
  switch (column.type) {
    case undefined:
    case 'string':
    case 'number':
      return {
        ...column,
        renderEditCell: (params) => <GridEditInputCell {...params} slotProps={{ root }} />,
      };
    case 'date':
    case 'dateTime':
      return {
        ...column,
        renderEditCell: (params) => <GridEditDateCell {...params} slotProps={{ root }} />,
      };
    case 'boolean':
      return {
        ...column,
        renderEditCell: (params) => (
          <LabelledBooleanEditCell {...params} label={column.headerName ?? column.field} />
        ),
      };
    default:
      return column;
  }
}
