import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The spec's confirmation dialog: titled Confirm, a question, No (focused) and Yes. */
export function ConfirmDialog({
  question,
  open,
  pending,
  destructive = false,
  onConfirm,
  onClose,
}: {
  /** The question, e.g. "Are you sure you want to delete Ann?" or "Refund $375.00 to the card?". */
  question: string;
  open: boolean;
  /** True while the action runs: Yes shows a spinner and the dialog stays open. */
  pending: boolean;
  /** Colours Yes as a destructive action (a delete). */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>Confirm</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          No
        </Button>
        <Button
          onClick={onConfirm}
          loading={pending}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
        >
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
