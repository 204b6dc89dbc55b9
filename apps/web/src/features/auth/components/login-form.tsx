import { SubmitButton } from '@/components/submit-button';
import { AuthenticateRequestSchema, type LoginResult } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useLogin } from '@/features/auth/api/login';
import { useZodForm } from '@/lib/use-zod-form';

/** Username and password; stores the session on success and hands the result to `onSuccess`. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const login = useLogin({ onSuccess });
  const { control, handleSubmit } = useZodForm(AuthenticateRequestSchema, {
    defaultValues: { username: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
      {login.isError && <ErrorAlert error={login.error} sx={{ mb: 1 }} />}
      <FormTextField
        control={control}
        name="username"
        label="Username"
        autoComplete="username"
        autoFocus
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton pending={login.isPending}>Login</SubmitButton>
    </form>
  );
}
