import { RegisterRequestSchema, type RegisterFor } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { MutationForm } from '@/components/mutation-form';
import { useRegister } from '@/features/auth/api/register';
import { setServerFieldErrors } from '@/lib/form-errors';
import { SuccessWithLogin } from '@/features/auth/components/success-with-login';
import { useZodForm } from '@/lib/use-zod-form';

const FIELDS = ['username', 'email', 'password', 'name', 'phoneNumber'] as const;

/** Account sign-up; on success the form gives way to the server's message and a Login link. */
export function RegisterForm({ registerFor }: { registerFor: RegisterFor }) {
  const register = useRegister();
  const { control, handleSubmit, setError } = useZodForm(RegisterRequestSchema, {
    defaultValues: {
      username: '',
      email: '',
      password: '',
      name: '',
      phoneNumber: '',
      registerFor,
    },
  });

  if (register.isSuccess) {
    return <SuccessWithLogin message={register.data.message} />;
  }

  return (
    <MutationForm
      mutation={register}
      submitLabel="Sign Up"
      onSubmit={handleSubmit((values) =>
        register.mutate(values, {
          onError: (error) => setServerFieldErrors(error, setError, FIELDS),
        }),
      )}
    >
      <FormTextField control={control} name="username" {...FIELD.username} />
      <FormTextField control={control} name="email" {...FIELD.email} />
      <FormTextField control={control} name="password" {...FIELD.newPassword} label="Password" />
      <FormTextField control={control} name="name" {...FIELD.name} />
      <FormTextField control={control} name="phoneNumber" {...FIELD.optionalPhone} />
    </MutationForm>
  );
}
