import Alert from '@mui/material/Alert';
import { ForgotPasswordRequestSchema } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const { control, handleSubmit, setError } = useZodForm(ForgotPasswordRequestSchema, {
    defaultValues: { username: '', email: '' },
  });

  if (forgotPassword.isSuccess) {
    return <Alert severity="success">{forgotPassword.data.message}</Alert>;
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        forgotPassword.mutate(values, {
          onError: (error) => setServerFieldErrors(error, setError, ['username', 'email']),
        }),
      )}
    >
      {forgotPassword.isError && <ErrorAlert error={forgotPassword.error} sx={{ mb: 1 }} />}
      <FormTextField control={control} name="username" label="Username" autoComplete="username" />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <SubmitButton pending={forgotPassword.isPending}>Send reset link</SubmitButton>
    </form>
  );
}
