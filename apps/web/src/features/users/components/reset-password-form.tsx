import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ErrorAlert } from '@/components/error-alert';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { useResetUserPassword } from '@/features/users/api/users-api';
import { ResetUserPasswordFormSchema } from '@/features/users/schemas';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * The admin's Reset Password on /users/{id}: a new password typed twice. The server ends the
 * user's sessions; the form says "Password is reset successfully!" or the server's message.
 */
export function ResetPasswordForm({ userId }: { userId: number }) {
  const resetPassword = useResetUserPassword(userId);
  const { control, handleSubmit, reset } = useZodForm(ResetUserPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form
      noValidate
      aria-label="Reset Password"
      onSubmit={handleSubmit(({ password }) =>
        resetPassword.mutate(password, { onSuccess: () => reset() }),
      )}
    >
      {resetPassword.isSuccess && <Alert severity="success">{resetPassword.data.message}</Alert>}
      {resetPassword.isError && <ErrorAlert error={resetPassword.error} />}
      <FormTextField control={control} name="password" {...FIELD.newPassword} />
      <FormTextField
        control={control}
        name="confirmPassword"
        {...FIELD.newPassword}
        label="Confirm new password"
      />
      <Button type="submit" variant="outlined" loading={resetPassword.isPending} sx={{ mt: 1 }}>
        Reset Password
      </Button>
    </form>
  );
}
