import { FIELD } from '@/components/field-presets';
import { TextField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { SuccessWithLogin } from '@/features/auth/components/success-with-login';

export { PASSWORDS_DO_NOT_MATCH } from '@/features/auth/messages';

const schema = () => import('@/features/auth/schemas').then((m) => m.ResetPasswordFormSchema);

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const form = useSchemaForm(schema, { password: '', confirmPassword: '' });

  if (resetPassword.isSuccess) {
    return <SuccessWithLogin message={resetPassword.data.message} />;
  }
  return (
    <PlainForm
      mutation={resetPassword}
      submitLabel="Reset Password"
      preload={form.preload}
      onSubmit={form.handleSubmit(({ password }) =>
        resetPassword.mutate({ token, password }, { onError: form.showServerErrors }),
      )}
    >
      <TextField {...form.field('password')} {...FIELD.newPassword} />
      <TextField
        {...form.field('confirmPassword')}
        {...FIELD.newPassword}
        label="Confirm new password"
      />
    </PlainForm>
  );
}
