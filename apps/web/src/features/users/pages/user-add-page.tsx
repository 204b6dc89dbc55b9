import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { USER_MESSAGES } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { PageTitle } from '@/components/page-title';
import { SubmitAndBack } from '@/components/submit-button';
import { useAddUser } from '@/features/users/api/users-api';
import { UserFields } from '@/features/users/components/user-fields';
import { NEW_USER_VALUES, UserAddFormSchema } from '@/features/users/schemas';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

const SERVER_FIELDS = ['username', 'password', 'name', 'email', 'coachId', 'classTimeId'] as const;

/**
 * /userAdd (admin): a username is required, a password optional (without one the user sets theirs
 * with Forgot Password). "Added Successfully" and a link to the new user, or the server's message
 * (a taken username under its field).
 */
export function UserAddPage() {
  const add = useAddUser();
  const { control, handleSubmit, setError, reset } = useZodForm(UserAddFormSchema, {
    defaultValues: NEW_USER_VALUES,
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageTitle title="Add User" />
      <form
        noValidate
        aria-label="Add user"
        onSubmit={handleSubmit((body) =>
          add.mutate(body, {
            onSuccess: () => reset(NEW_USER_VALUES),
            onError: (error) => setServerFieldErrors(error, setError, [...SERVER_FIELDS]),
          }),
        )}
      >
        {add.isSuccess && (
          <Alert
            severity="success"
            action={
              <Button component={RouterLink} to={`/users/${add.data.id}`} size="small">
                Open {add.data.username}
              </Button>
            }
          >
            {USER_MESSAGES.added}
          </Alert>
        )}
        {add.isError && <ErrorAlert error={add.error} />}
        <FormTextField control={control} name="username" {...FIELD.username} required />
        <FormTextField
          control={control}
          name="password"
          {...FIELD.newPassword}
          label="Password (optional)"
          helperText="Leave blank: the user sets a password with Forgot Password."
        />
        <UserFields control={control} />
        <SubmitAndBack
          pending={add.isPending}
          submitLabel="Add User"
          backTo="/users"
          backLabel="Back to Users"
        />
      </form>
    </Paper>
  );
}
