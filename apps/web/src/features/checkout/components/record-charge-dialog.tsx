import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  formatCents,
  RecordChargeRequestSchema,
  TRANSACTION_ID_MAX_LENGTH,
  type AdminOrder,
} from '@kingside/shared';
import { FormTextField } from '@/components/form-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * Completes a card order whose charge got stuck with the transaction the gateway shows approved:
 * the admin copies its id from the merchant interface (docs/decisions/0015).
 */
export function RecordChargeDialog({
  order,
  open,
  onRecord,
  onClose,
}: {
  order: AdminOrder;
  open: boolean;
  /** Records the charge; rejects with the server's error. */
  onRecord: (transactionId: string) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const form = useZodForm(RecordChargeRequestSchema, { defaultValues: { transactionId: '' } });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async ({ transactionId }) => {
    try {
      await onRecord(transactionId);
      onClose();
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['transactionId']);
      form.setError('root', { message: getErrorMessage(error) });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate aria-label="Record the charge" onSubmit={(e) => void submit(e)}>
        <DialogTitle id={`${id}-title`}>Record the charge</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Only when the card service shows order {order.id}&apos;s charge of{' '}
            {formatCents(order.amountCents)} approved: enter its transaction id to complete the
            order and send the receipt.
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="transactionId"
            label="Transaction id"
            required
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: TRANSACTION_ID_MAX_LENGTH } }}
          />
          {errors.root?.message && <Alert severity="error">{errors.root.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Record
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
