import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { ResetPasswordRequestSchema } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { setServerFieldErrors } from '@/lib/form-errors';

/** A browser-only check: the server receives one password. */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

const ResetPasswordFormSchema = ResetPasswordRequestSchema.pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof ResetPasswordFormSchema>,
    unknown,
    z.output<typeof ResetPasswordFormSchema>
  >({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (resetPassword.isSuccess) {
    return (
      <Alert
        severity="success"
        action={
          <Button component={RouterLink} to="/login" color="inherit" size="small">
            Login
          </Button>
        }
      >
        {resetPassword.data.message}
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) =>
        resetPassword.mutate(
          { token, password },
          { onError: (error) => setServerFieldErrors(error, setError, ['password']) },
        ),
      )}
    >
      {resetPassword.isError && <ErrorAlert error={resetPassword.error} sx={{ mb: 1 }} />}
      <FormTextField
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={resetPassword.isPending}>Reset Password</SubmitButton>
    </form>
  );
}
