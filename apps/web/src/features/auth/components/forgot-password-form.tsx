import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ForgotPasswordRequestSchema } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { setServerFieldErrors } from '@/lib/form-errors';

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof ForgotPasswordRequestSchema>,
    unknown,
    z.output<typeof ForgotPasswordRequestSchema>
  >({
    resolver: zodResolver(ForgotPasswordRequestSchema),
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
