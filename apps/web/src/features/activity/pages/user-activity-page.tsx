import Typography from '@mui/material/Typography';
import { ONLINE_WINDOW_MINUTES } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { OnlineUsersGrid } from '@/features/activity/components/online-users-grid';
import { UserActivityGrid } from '@/features/activity/components/user-activity-grid';

/** /userActivity (admin): logins of the last days, and who is online now (docs/decisions/0029). */
export function UserActivityPage() {
  return (
    <>
      <PageTitle title="User Activity" />
      <UserActivityGrid />
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        Online now
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Members whose browser reached the club in the last {ONLINE_WINDOW_MINUTES} minutes.
      </Typography>
      <OnlineUsersGrid />
    </>
  );
}
