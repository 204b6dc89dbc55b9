import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import {
  formatCents,
  RecordChargeRequestSchema,
  TRANSACTION_ID_MAX_LENGTH,
  type AdminOrder,
} from '@kingside/shared';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
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
  const form = useZodForm(RecordChargeRequestSchema, { defaultValues: { transactionId: '' } });
  const { isSubmitting } = form.formState;
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit(async ({ transactionId }) => {
    setFailure(null);
    try {
      await onRecord(transactionId);
      onClose();
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['transactionId']);
      setFailure(error);
    }
  });

  return (
    <FormDialog
      title="Record the charge"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Record"
      pending={isSubmitting}
      holdWhilePending
      error={failure}
      formLabel="Record the charge"
      width="xs"
    >
      <DialogContentText>
        Only when the card service shows order {order.id}&apos;s charge of{' '}
        {formatCents(order.amountCents)} approved: enter its transaction id to complete the order
        and send the receipt.
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
    </FormDialog>
  );
}
