import Alert from '@mui/material/Alert';
import { ChangePasswordRequestSchema } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { MutationForm } from '@/components/mutation-form';
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
    <MutationForm
      mutation={changePassword}
      submitLabel="Change Password"
      onSubmit={handleSubmit((values) =>
        changePassword.mutate(values, {
          onError: (error) =>
            setServerFieldErrors(error, setError, ['currentPassword', 'password']),
        }),
      )}
    >
      <FormTextField control={control} name="currentPassword" {...FIELD.currentPassword} />
      <FormTextField control={control} name="password" {...FIELD.newPassword} />
    </MutationForm>
  );
}
