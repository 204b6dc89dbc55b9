import { z } from 'zod';
import { ResetPasswordRequestSchema } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { MutationForm } from '@/components/mutation-form';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { setServerFieldErrors } from '@/lib/form-errors';
import { SuccessWithLogin } from '@/features/auth/components/success-with-login';
import { useZodForm } from '@/lib/use-zod-form';

/** A browser-only check: the server receives one password. */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match.';

const ResetPasswordFormSchema = ResetPasswordRequestSchema.pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const { control, handleSubmit, setError } = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (resetPassword.isSuccess) {
    return <SuccessWithLogin message={resetPassword.data.message} />;
  }
  return (
    <MutationForm
      mutation={resetPassword}
      submitLabel="Reset Password"
      onSubmit={handleSubmit(({ password }) =>
        resetPassword.mutate(
          { token, password },
          { onError: (error) => setServerFieldErrors(error, setError, ['password']) },
        ),
      )}
    >
      <FormTextField control={control} name="password" {...FIELD.newPassword} />
      <FormTextField
        control={control}
        name="confirmPassword"
        {...FIELD.newPassword}
        label="Confirm new password"
      />
    </MutationForm>
  );
}
