import type { RegisterFor } from '@kingside/shared';
import { FIELD } from '@/components/field-presets';
import { TextField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { useRegister } from '@/features/auth/api/register';
import { SuccessWithLogin } from '@/features/auth/components/success-with-login';

const schema = () => import('@/features/auth/schemas').then((m) => m.RegisterRequestSchema);

/** Account sign-up; on success the form gives way to the server's message and a Login link. */
export function RegisterForm({ registerFor }: { registerFor: RegisterFor }) {
  const register = useRegister();
  const form = useSchemaForm(schema, {
    username: '',
    email: '',
    password: '',
    name: '',
    phoneNumber: '',
    registerFor,
  });

  if (register.isSuccess) {
    return <SuccessWithLogin message={register.data.message} />;
  }

  return (
    <PlainForm
      mutation={register}
      submitLabel="Sign Up"
      preload={form.preload}
      onSubmit={form.handleSubmit((values) =>
        register.mutate(values, { onError: form.showServerErrors }),
      )}
    >
      <TextField {...form.field('username')} {...FIELD.username} />
      <TextField {...form.field('email')} {...FIELD.email} />
      <TextField {...form.field('password')} {...FIELD.newPassword} label="Password" />
      <TextField {...form.field('name')} {...FIELD.name} />
      <TextField {...form.field('phoneNumber')} {...FIELD.optionalPhone} />
    </PlainForm>
  );
}
