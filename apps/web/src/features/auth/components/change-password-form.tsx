import Alert from '@mui/material/Alert';
import { ChangePasswordRequestSchema } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useChangePassword } from '@/features/auth/api/change-password';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { control, handleSubmit, setError } = useZodForm(ChangePasswordRequestSchema, {
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
