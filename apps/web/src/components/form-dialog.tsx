import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorAlert } from '@/components/error-alert';

/**
 * A dialog holding one form: its title, the fields, then Cancel and the submit button (spinning
 * while `pending`). A failure shows above the fields.
 */
export function FormDialog({
  title,
  open = true,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  holdWhilePending = false,
  error,
  formLabel,
  width,
  children,
}: {
  title: string;
  open?: boolean;
  onClose: () => void;
  /** The submit; one that returns a promise (an async `handleSubmit`) runs to its end. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: string;
  pending: boolean;
  /** Keeps the dialog open and Cancel off while pending, for a change that must not be left. */
  holdWhilePending?: boolean;
  /** The failure of the last submit, if any. */
  error?: unknown;
  /** The form's accessible name, where it differs from the title. */
  formLabel?: string;
  /** Full width up to this breakpoint; MUI's default size when absent. */
  width?: 'xs' | 'md';
  /** The fields. */
  children: ReactNode;
}) {
  const titleId = useId();
  const held = holdWhilePending && pending;
  return (
    <Dialog
      open={open}
      onClose={held ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth={width !== undefined}
      maxWidth={width}
    >
      <form noValidate aria-label={formLabel} onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error ? <ErrorAlert error={error} sx={{ mb: 1 }} /> : null}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={held}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
