import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDateTime, USER_MESSAGES, type AdminUser } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { SubmitAndBack } from '@/components/submit-button';
import { useSaveUser } from '@/features/users/api/users-api';
import { UserFields } from '@/features/users/components/user-fields';
import { userFormValues, UserEditFormSchema } from '@/features/users/schemas';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

const SERVER_FIELDS = [
  'username',
  'name',
  'email',
  'phoneNumber',
  'roles',
  'rating',
  'classTimeId',
  'coachId',
] as const;

/**
 * /users/{id}: the username (required; a new one must be free) and every other editable field of
 * one user; Save says "Updated Successfully" or what the server refused.
 */
export function UserEditForm({ user }: { user: AdminUser }) {
  const save = useSaveUser();
  const { control, handleSubmit, setError, reset } = useZodForm(UserEditFormSchema, {
    defaultValues: userFormValues(user),
  });
  return (
    <form
      noValidate
      aria-label="Edit user"
      onSubmit={handleSubmit(({ password: _password, ...body }) =>
        save.mutate(
          { id: user.id, ...body },
          {
            onSuccess: (saved) => reset(userFormValues(saved)),
            onError: (error) => setServerFieldErrors(error, setError, [...SERVER_FIELDS]),
          },
        ),
      )}
    >
      {save.isSuccess && <Alert severity="success">{USER_MESSAGES.updated}</Alert>}
      {save.isError && <ErrorAlert error={save.error} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="username"
          {...FIELD.username}
          // The admin types another person's username: the browser must not offer their own.
          autoComplete="off"
          required
        />
        <TextField
          label="Created"
          value={formatDateTime(user.createdDate)}
          fullWidth
          margin="normal"
          disabled
        />
      </Stack>
      <UserFields control={control} />
      <SubmitAndBack pending={save.isPending} backTo="/users" backLabel="Back to Users" />
    </form>
  );
}
