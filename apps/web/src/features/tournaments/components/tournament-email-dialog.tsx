import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController } from 'react-hook-form';
import { TournamentEmailSchema, type EmailSentResult } from '@kingside/shared';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useSendTournamentEmail } from '@/features/tournaments/api/entries';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * Send Email on /tourEntries (admin, spec 2 §2): a subject and a message to every entry of the
 * main list, and with the box ticked to the waiting list too (POST tournament/{id}/sendEmail,
 * through the outbox). Closes and reports the server's answer once sent.
 */
export function TournamentEmailDialog({
  tournamentId,
  onClose,
  onSent,
}: {
  tournamentId: number;
  onClose: () => void;
  onSent: (result: EmailSentResult) => void;
}) {
  const send = useSendTournamentEmail(tournamentId);
  const form = useZodForm(TournamentEmailSchema, {
    defaultValues: { subject: '', message: '', includeWaitingList: false },
  });
  const { field: waiting } = useController({ control: form.control, name: 'includeWaitingList' });
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (result) => {
        onSent(result);
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      title="Send Email"
      formLabel="Send Email to the entries"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Send"
      pending={send.isPending}
      error={send.isError ? send.error : undefined}
      width="md"
    >
      <FormTextField control={form.control} name="subject" label="Subject" required />
      <FormTextField
        control={form.control}
        name="message"
        label="Message"
        required
        multiline
        minRows={6}
      />
      <FormControlLabel
        label="Also the waiting list"
        control={
          <Checkbox
            checked={!!waiting.value}
            onChange={(event) => waiting.onChange(event.target.checked)}
            onBlur={waiting.onBlur}
          />
        }
      />
    </FormDialog>
  );
}
