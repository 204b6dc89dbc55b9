import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { FormDialog } from '@/components/form-dialog';
import { NATIVE_SELECT } from '@/components/native-select';
import { cellValue, NO_GRID_API, selectOptions } from '@/components/editable-grid/row-cards';

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A Date as a date or datetime-local input's text (local time), blank for none. */
function dateInputText(value: unknown, withTime: boolean): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return '';
  const day = dayText(value);
  return withTime ? `${day}T${pad(value.getHours())}:${pad(value.getMinutes())}` : day;
}

/** A date or datetime-local input's text as the Date the grid's editor would give (local time). */
function dateFromInput(text: string, withTime: boolean): Date | null {
  if (!text) return null;
  const date = new Date(withTime ? text : `${text}T00:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** One editable column's input, holding the value the grid's editor would. */
function ColumnField<Row extends GridValidRowModel>({
  column,
  value,
  onChange,
}: {
  column: GridColDef<Row>;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const label = column.headerName ?? column.field;
  switch (column.type) {
    case 'boolean':
      return (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
            />
          }
        />
      );
    case 'singleSelect': {
      const options = selectOptions(column);
      const index = options.findIndex((option) => option.value === value);
      return (
        <TextField
          {...NATIVE_SELECT}
          label={label}
          value={index === -1 ? '' : String(index)}
          onChange={(event) => onChange(options[Number(event.target.value)]?.value ?? null)}
          fullWidth
          margin="normal"
        >
          {index === -1 && <option value="">Choose…</option>}
          {options.map((option, i) => (
            <option key={i} value={String(i)}>
              {option.label}
            </option>
          ))}
        </TextField>
      );
    }
    case 'date':
    case 'dateTime': {
      const withTime = column.type === 'dateTime';
      return (
        <TextField
          label={label}
          type={withTime ? 'datetime-local' : 'date'}
          value={dateInputText(value, withTime)}
          onChange={(event) => onChange(dateFromInput(event.target.value, withTime))}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
          margin="normal"
        />
      );
    }
    case 'number':
      return (
        <TextField
          label={label}
          type="number"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
          fullWidth
          margin="normal"
        />
      );
    default:
      return (
        <TextField
          label={label}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.target.value)}
          multiline={column.type === 'longText'}
          minRows={column.type === 'longText' ? 3 : undefined}
          fullWidth
          margin="normal"
        />
      );
  }
}

/**
 * Edits one row in a dialog, through the grid's editable columns (a phone has no room for row
 * editing): each field starts from what the cell holds and goes back through the column's
 * valueSetter, so `onSave` gets the row in the API's shape, as after row editing.
 */
export function RowEditDialog<Row extends GridValidRowModel>({
  title,
  row,
  columns,
  onSave,
  onClose,
  describeError,
}: {
  /** "Edit …" or "Add …". */
  title: string;
  row: Row;
  columns: GridColDef<Row>[];
  /** Saves the edited row; a rejection keeps the dialog open with the error's lines. */
  onSave: (row: Row) => Promise<unknown>;
  onClose: () => void;
  /** The lines of the alert for a failed save. */
  describeError: (error: unknown) => string[];
}) {
  const editable = columns.filter((column) => column.editable);
  const [draft, setDraft] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(editable.map((column) => [column.field, cellValue(column, row)])),
  );
  const [pending, setPending] = useState(false);
  const [errorLines, setErrorLines] = useState<string[]>([]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const updated = editable.reduce<Row>(
      (next, column) =>
        column.valueSetter
          ? column.valueSetter(draft[column.field] as never, next, column, NO_GRID_API)
          : { ...next, [column.field]: draft[column.field] },
      row,
    );
    setPending(true);
    try {
      await onSave(updated);
      onClose();
    } catch (error) {
      setErrorLines(describeError(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={handleSubmit}
      submitLabel="Save"
      pending={pending}
      holdWhilePending
      width="xs"
    >
      {errorLines.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorLines.map((line, index) => (
            <div key={index}>{line}</div>
          ))}
        </Alert>
      )}
      {editable.map((column) => (
        <ColumnField
          key={column.field}
          column={column}
          value={draft[column.field]}
          onChange={(value) => setDraft((current) => ({ ...current, [column.field]: value }))}
        />
      ))}
    </FormDialog>
  );
}
