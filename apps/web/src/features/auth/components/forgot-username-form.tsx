import Alert from '@mui/material/Alert';
import { ForgotUsernameRequestSchema } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { MutationForm } from '@/components/mutation-form';
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
    <MutationForm
      mutation={forgotUsername}
      submitLabel="Send my username"
      onSubmit={handleSubmit((values) =>
        forgotUsername.mutate(values, {
          onError: (error) => setServerFieldErrors(error, setError, ['email']),
        }),
      )}
    >
      <FormTextField control={control} name="email" {...FIELD.email} />
    </MutationForm>
  );
}
