import { createContext, useContext } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { EditableRow } from '@/components/editable-grid/editable-row';

/** What the actions cell of a row needs from the grid holding it. */
export type RowActionsContextValue = {
  isSaving: (id: GridRowId) => boolean;
  isEditing: (id: GridRowId) => boolean;
  edit: (id: GridRowId) => void;
  save: (id: GridRowId) => void;
  cancel: (id: GridRowId) => void;
  /** Null when the grid's rows cannot be deleted. */
  askDelete: ((row: EditableRow) => void) | null;
};

export const RowActionsContext = createContext<RowActionsContextValue | null>(null);

/** Save and Cancel while the row is edited, Edit and Delete otherwise, a spinner while saving. */
function RowActions(params: GridRenderCellParams<EditableRow>) {
  const actions = useContext(RowActionsContext);
  if (!actions) return null;
  const { id, row } = params;
  if (actions.isSaving(id)) return <CircularProgress size={20} aria-label="Saving" />;
  return (
    <GridActionsCell {...params}>
      {actions.isEditing(id) ? (
        <>
          <GridActionsCellItem
            icon={<SaveIcon />}
            label="Save"
            color="primary"
            onClick={() => actions.save(id)}
          />
          <GridActionsCellItem
            icon={<CancelIcon />}
            label="Cancel"
            color="inherit"
            onClick={() => actions.cancel(id)}
          />
        </>
      ) : (
        <>
          <GridActionsCellItem
            icon={<EditIcon />}
            label="Edit"
            color="inherit"
            onClick={() => actions.edit(id)}
          />
          {actions.askDelete && (
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label="Delete"
              color="inherit"
              onClick={() => actions.askDelete?.(row)}
            />
          )}
        </>
      )}
    </GridActionsCell>
  );
}

/** Its cells read the grid's state from context, so the column never changes identity. */
export const ACTIONS_COLUMN: GridColDef<EditableRow> = {
  field: 'actions',
  type: 'actions',
  headerName: 'Actions',
  width: 100,
  minWidth: 100,
  maxWidth: 100,
  resizable: false,
  renderCell: (params) => <RowActions {...params} />,
};

/** A phone card's Edit (the row's own page, or the edit dialog) and Delete. */
export function RowCardActions({
  editHref,
  onEdit,
  onDelete,
}: {
  /** The row's own page; without it, Edit calls `onEdit`. */
  editHref: string | undefined;
  onEdit: () => void;
  /** Without it, the card has no Delete. */
  onDelete: (() => void) | undefined;
}) {
  return (
    <>
      {editHref !== undefined ? (
        <Button size="small" startIcon={<EditIcon />} component={RouterLink} to={editHref}>
          Edit
        </Button>
      ) : (
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          Delete
        </Button>
      )}
    </>
  );
}
