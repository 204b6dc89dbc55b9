import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangePasswordRequestSchema } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useChangePassword } from '@/features/auth/api/change-password';
import { setServerFieldErrors } from '@/lib/form-errors';

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof ChangePasswordRequestSchema>,
    unknown,
    z.output<typeof ChangePasswordRequestSchema>
  >({
    resolver: zodResolver(ChangePasswordRequestSchema),
    defaultValues: { currentPassword: '', password: '' },
  });

  if (changePassword.isSuccess) {
    return <Alert severity="success">{changePassword.data.message}</Alert>;
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        changePassword.mutate(values, {
          onError: (error) =>
            setServerFieldErrors(error, setError, ['currentPassword', 'password']),
        }),
      )}
    >
      {changePassword.isError && <ErrorAlert error={changePassword.error} sx={{ mb: 1 }} />}
      <FormTextField
        control={control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={changePassword.isPending}>Change Password</SubmitButton>
    </form>
  );
}
