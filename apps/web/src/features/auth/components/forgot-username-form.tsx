import Alert from '@mui/material/Alert';
import { ForgotUsernameRequestSchema } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useForgotUsername } from '@/features/auth/api/forgot-username';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

export function ForgotUsernameForm() {
  const forgotUsername = useForgotUsername();
  const { control, handleSubmit, setError } = useZodForm(ForgotUsernameRequestSchema, {
    defaultValues: { email: '' },
  });

  if (forgotUsername.isSuccess) {
    return <Alert severity="success">{forgotUsername.data.message}</Alert>;
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        forgotUsername.mutate(values, {
          onError: (error) => setServerFieldErrors(error, setError, ['email']),
        }),
      )}
    >
      {forgotUsername.isError && <ErrorAlert error={forgotUsername.error} sx={{ mb: 1 }} />}
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <SubmitButton pending={forgotUsername.isPending}>Send my username</SubmitButton>
    </form>
  );
}
