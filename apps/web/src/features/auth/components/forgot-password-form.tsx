import { FIELD } from '@/components/field-presets';
import { Notice } from '@/components/notice';
import { TextField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { useForgotPassword } from '@/features/auth/api/forgot-password';

const schema = () => import('@/features/auth/schemas').then((m) => m.ForgotPasswordRequestSchema);

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const form = useSchemaForm(schema, { username: '', email: '' });

  if (forgotPassword.isSuccess) {
    return <Notice tone="success">{forgotPassword.data.message}</Notice>;
  }
  return (
    <PlainForm
      mutation={forgotPassword}
      submitLabel="Send reset link"
      preload={form.preload}
      onSubmit={form.handleSubmit((values) =>
        forgotPassword.mutate(values, { onError: form.showServerErrors }),
      )}
    >
      <TextField {...form.field('username')} {...FIELD.username} />
      <TextField {...form.field('email')} {...FIELD.email} />
    </PlainForm>
  );
}
