import type { LoginResult } from '@kingside/shared';
import { FIELD } from '@/components/field-presets';
import { TextField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { useLogin } from '@/features/auth/api/login';

const schema = () => import('@/features/auth/schemas').then((m) => m.AuthenticateRequestSchema);

/** Username and password; stores the session on success and hands the result to `onSuccess`. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const login = useLogin({ onSuccess });
  const form = useSchemaForm(schema, { username: '', password: '' });

  return (
    <PlainForm
      mutation={login}
      submitLabel="Login"
      preload={form.preload}
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
    >
      <TextField {...form.field('username')} {...FIELD.username} autoFocus />
      <TextField {...form.field('password')} {...FIELD.password} />
    </PlainForm>
  );
}
