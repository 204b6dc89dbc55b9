import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useUser } from '@/features/users/api/users-api';
import { ResetPasswordForm } from '@/features/users/components/reset-password-form';
import { StudentParents } from '@/features/users/components/student-parents';
import { UserEditForm } from '@/features/users/components/user-edit-form';

/**
 * /users/{id} (admin): the user's edit form, a student's parent accounts, and Reset Password.
 */
export function UserEditPage() {
  const id = Number(useParams().id);
  const user = useUser(id);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageTitle title={user.data ? `User ${user.data.username}` : 'User'} />
      <QueryState query={user} label="Loading user">
        {(loaded) => (
          <>
            {/* A new form for each user, so its fields start from that user's values. */}
            <UserEditForm key={loaded.id} user={loaded} />
            {loaded.roles.includes('student') && (
              <>
                <Divider sx={{ my: 3 }} />
                <StudentParents userId={loaded.id} />
              </>
            )}
            <Divider sx={{ my: 3 }} />
            <Typography variant="h6" component="h2" gutterBottom>
              Reset Password
            </Typography>
            <ResetPasswordForm userId={loaded.id} />
          </>
        )}
      </QueryState>
    </Paper>
  );
}
