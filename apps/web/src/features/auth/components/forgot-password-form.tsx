import Alert from '@mui/material/Alert';
import { ForgotPasswordRequestSchema } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { MutationForm } from '@/components/mutation-form';
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
    <MutationForm
      mutation={forgotPassword}
      submitLabel="Send reset link"
      onSubmit={handleSubmit((values) =>
        forgotPassword.mutate(values, {
          onError: (error) => setServerFieldErrors(error, setError, ['username', 'email']),
        }),
      )}
    >
      <FormTextField control={control} name="username" {...FIELD.username} />
      <FormTextField control={control} name="email" {...FIELD.email} />
    </MutationForm>
  );
}
