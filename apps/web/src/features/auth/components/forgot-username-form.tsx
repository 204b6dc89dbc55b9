import { FIELD } from '@/components/field-presets';
import { Notice } from '@/components/notice';
import { TextField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { useForgotUsername } from '@/features/auth/api/forgot-username';

const schema = () => import('@/features/auth/schemas').then((m) => m.ForgotUsernameRequestSchema);

export function ForgotUsernameForm() {
  const forgotUsername = useForgotUsername();
  const form = useSchemaForm(schema, { email: '' });

  if (forgotUsername.isSuccess) {
    return <Notice tone="success">{forgotUsername.data.message}</Notice>;
  }
  return (
    <PlainForm
      mutation={forgotUsername}
      submitLabel="Send my username"
      preload={form.preload}
      onSubmit={form.handleSubmit((values) =>
        forgotUsername.mutate(values, { onError: form.showServerErrors }),
      )}
    >
      <TextField {...form.field('email')} {...FIELD.email} />
    </PlainForm>
  );
}
