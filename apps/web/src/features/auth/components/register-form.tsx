import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { RegisterRequestSchema, type RegisterFor } from '@kingside/shared';
import { SubmitButton } from '@/components/submit-button';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { useRegister } from '@/features/auth/api/register';
import { setServerFieldErrors } from '@/lib/form-errors';

type RegisterValues = z.input<typeof RegisterRequestSchema>;
const FIELDS = ['username', 'email', 'password', 'name', 'phoneNumber'] as const;

/** Account sign-up; on success the form gives way to the server's message and a Login link. */
export function RegisterForm({ registerFor }: { registerFor: RegisterFor }) {
  const register = useRegister();
  const { control, handleSubmit, setError } = useForm<
    RegisterValues,
    unknown,
    z.output<typeof RegisterRequestSchema>
  >({
    resolver: zodResolver(RegisterRequestSchema),
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
    return (
      <Alert
        severity="success"
        action={
          <Button component={RouterLink} to="/login" color="inherit" size="small">
            Login
          </Button>
        }
      >
        {register.data.message}
      </Alert>
    );
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
