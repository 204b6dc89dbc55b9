import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@kingside/shared';

/** The spec's delete confirmation: titled Confirm, "Are you sure you want to delete {label}?". */
export function ConfirmDeleteDialog({
  label,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  /** What the row is called in the question, e.g. the inquirer's name. */
  label: string;
  open: boolean;
  /** True while the delete call runs: Yes shows a spinner and the dialog stays open. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
    >
      <DialogTitle id="confirm-delete-title">Confirm</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">
          {MESSAGES.confirmDelete(label)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          No
        </Button>
        <Button onClick={onConfirm} loading={pending} color="error" variant="contained">
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
