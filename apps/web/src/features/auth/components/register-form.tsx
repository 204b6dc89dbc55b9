import { RegisterRequestSchema, type RegisterFor } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
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
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        register.mutate(values, {
          onError: (error) => setServerFieldErrors(error, setError, FIELDS),
        }),
      )}
    >
      {register.isError && <ErrorAlert error={register.error} sx={{ mb: 1 }} />}
      <FormTextField control={control} name="username" label="Username" autoComplete="username" />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField control={control} name="name" label="Name" autoComplete="name" />
      <FormTextField
        control={control}
        name="phoneNumber"
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
      />
      <SubmitButton pending={register.isPending}>Sign Up</SubmitButton>
    </form>
  );
}
