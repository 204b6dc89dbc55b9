import { AuthenticateRequestSchema, type LoginResult } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { MutationForm } from '@/components/mutation-form';
import { useLogin } from '@/features/auth/api/login';
import { useZodForm } from '@/lib/use-zod-form';

/** Username and password; stores the session on success and hands the result to `onSuccess`. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const login = useLogin({ onSuccess });
  const { control, handleSubmit } = useZodForm(AuthenticateRequestSchema, {
    defaultValues: { username: '', password: '' },
  });

  return (
    <MutationForm
      mutation={login}
      submitLabel="Login"
      onSubmit={handleSubmit((values) => login.mutate(values))}
    >
      <FormTextField control={control} name="username" {...FIELD.username} autoFocus />
      <FormTextField control={control} name="password" {...FIELD.password} />
    </MutationForm>
  );
}
