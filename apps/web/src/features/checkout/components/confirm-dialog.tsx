import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A Confirm dialog for an order action, in the style of the admin grids' delete confirmation. */
export function ConfirmDialog({
  question,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  /** The question, e.g. "Refund $375.00 to the card?". */
  question: string;
  open: boolean;
  /** True while the action runs: Yes shows a spinner and the dialog stays open. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="confirm-order-action-title"
      aria-describedby="confirm-order-action-text"
    >
      <DialogTitle id="confirm-order-action-title">Confirm</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-order-action-text">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          No
        </Button>
        <Button onClick={onConfirm} loading={pending} variant="contained">
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
