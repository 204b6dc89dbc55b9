import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import {
  EMAIL_MIME_FORMATS,
  EmailSendSchema,
  type EmailMimeFormat,
  type EmailSendInput,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { NATIVE_SELECT, SelectOptions } from '@/components/native-select';
import { SuccessAlert } from '@/components/success-alert';
import { useGetSubscribers, useSendEmail } from '@/features/emailer/api/emailer';
import { MessageEditor } from '@/features/emailer/components/message-editor';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

const EMPTY: Required<EmailSendInput> = {
  to: '',
  cc: '',
  bcc: '',
  sub: '',
  msg: '',
  mimeFormat: 'text/html',
};
const FIELDS = ['to', 'cc', 'bcc', 'sub', 'msg', 'mimeFormat'] as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The editor's HTML as plain text: one block a paragraph, list items as "- " lines. */
export function htmlToPlain(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.children)
    .map((el) =>
      el.tagName === 'UL' || el.tagName === 'OL'
        ? Array.from(el.children)
            .map((li) => `- ${li.textContent ?? ''}`)
            .join('\n')
        : (el.textContent ?? ''),
    )
    .join('\n\n');
}

/** Plain text as the editor's HTML: blank lines part paragraphs, other new lines are breaks. */
export function plainToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The emailer (spec 2 §2): To, CC, BCC, Subject, Message (rich text, or plain text when the
 * format says so), Send, Reset and Get All Subscribers. A blank subject is refused here with the
 * spec's message; "Email Sent!!" clears the form.
 */
export function EmailerForm() {
  const send = useSendEmail();
  const subscribers = useGetSubscribers();
  /** What the last send answered, kept after the form clears. */
  const [sent, setSent] = useState<{ message: string; newsletterTo: number | null } | null>(null);
  const { control, handleSubmit, setError, reset, setValue, getValues } = useZodForm(
    EmailSendSchema,
    { defaultValues: EMPTY },
  );
  const msg = useController({ control, name: 'msg' });
  const format = useController({ control, name: 'mimeFormat' });

  const changeFormat = (next: EmailMimeFormat) => {
    const current = getValues('msg') ?? '';
    if (next !== format.field.value && current !== '') {
      setValue('msg', next === 'text/plain' ? htmlToPlain(current) : plainToHtml(current));
    }
    format.field.onChange(next);
  };

  const clear = () => {
    reset(EMPTY);
    send.reset();
    subscribers.reset();
  };

  return (
    <form
      noValidate
      aria-label="Emailer"
      onSubmit={handleSubmit((values) => {
        setSent(null);
        send.mutate(values, {
          onSuccess: (answer) => {
            clear();
            setSent({ message: answer.message, newsletterTo: answer.campaign?.total ?? null });
          },
          onError: (error) => setServerFieldErrors(error, setError, FIELDS),
        });
      })}
    >
      <SuccessAlert message={sent?.message ?? null} onClose={() => setSent(null)} />
      {sent?.newsletterTo != null && (
        <Alert severity="info" sx={{ mb: 1 }}>
          The newsletter to {sent.newsletterTo} BCC recipients is being sent: see its progress
          below.
        </Alert>
      )}
      {send.isError && <ErrorAlert error={send.error} sx={{ mb: 1 }} />}
      {subscribers.isError && <ErrorAlert error={subscribers.error} sx={{ mb: 1 }} />}
      <FormTextField control={control} name="to" label="To" />
      <FormTextField control={control} name="cc" label="CC" />
      <FormTextField
        control={control}
        name="bcc"
        label="BCC"
        multiline
        maxRows={6}
        helperText={
          subscribers.data
            ? `${subscribers.data.count} subscribers; each gets the message with their own unsubscribe link.`
            : 'Each BCC address gets the message on its own, with an unsubscribe link.'
        }
      />
      <Button
        variant="outlined"
        loading={subscribers.isPending}
        onClick={() =>
          subscribers.mutate(undefined, {
            onSuccess: ({ bcc }) => setValue('bcc', bcc, { shouldDirty: true }),
          })
        }
      >
        Get All Subscribers
      </Button>
      <FormTextField control={control} name="sub" label="Subject" />
      <TextField
        {...NATIVE_SELECT}
        label="Format"
        name={format.field.name}
        value={format.field.value}
        onChange={(event) => changeFormat(event.target.value as EmailMimeFormat)}
        margin="normal"
        sx={{ minWidth: 200 }}
      >
        <SelectOptions values={EMAIL_MIME_FORMATS} />
      </TextField>
      {format.field.value === 'text/plain' ? (
        <FormTextField control={control} name="msg" label="Message" multiline minRows={8} />
      ) : (
        <MessageEditor
          label="Message"
          value={msg.field.value ?? ''}
          onChange={msg.field.onChange}
          error={msg.fieldState.error?.message}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={send.isPending}>
          Send
        </Button>
        <Button
          type="button"
          onClick={() => {
            clear();
            setSent(null);
          }}
        >
          Reset
        </Button>
      </Stack>
    </form>
  );
}
