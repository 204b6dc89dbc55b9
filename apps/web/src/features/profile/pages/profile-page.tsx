import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Profile } from '@kingside/shared';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useProfile } from '@/features/profile/api/get-profile';
import { BoardThemeSelect } from '@/features/profile/components/board-theme-select';
import { MembershipNote } from '@/features/profile/components/membership-note';

const FIELDS: { label: string; value: (profile: Profile) => string | number | null }[] = [
  { label: 'Name', value: (p) => p.name },
  { label: 'Username', value: (p) => p.username },
  { label: 'Email', value: (p) => p.email },
  { label: 'Phone number', value: (p) => p.phoneNumber },
  { label: 'USCF ID', value: (p) => p.uscfid },
  { label: 'Chess.com ID', value: (p) => p.chessDotComId },
  { label: 'Lichess ID', value: (p) => p.liChessId },
  { label: 'Rating', value: (p) => p.rating },
  { label: "Parent's name", value: (p) => p.parentsName },
  { label: 'Section', value: (p) => p.section },
  { label: 'Class time', value: (p) => p.classTime },
];

function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <dl className="facts">
      {FIELDS.map((field) => (
        <div key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value(profile) ?? '—'}</dd>
        </div>
      ))}
      <div>
        <dt>Roles</dt>
        <dd>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            component="ul"
            aria-label="Roles"
            sx={{ p: 0, m: 0, flexWrap: 'wrap' }}
          >
            {profile.roles.map((role) => (
              <Chip key={role} label={role} size="small" component="li" />
            ))}
          </Stack>
        </dd>
      </div>
    </dl>
  );
}

/** /profile: the user's own profile, read-only, with the board theme preference. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageTitle title="Profile" />
      <QueryState query={profile} label="Loading profile">
        {(loaded) => (
          <>
            <MembershipNote profile={loaded} />
            <ProfileDetails profile={loaded} />
          </>
        )}
      </QueryState>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/profileEdit" variant="contained">
          Edit Profile
        </Button>
        <Button component={RouterLink} to="/changePassword" variant="outlined">
          Change Password
        </Button>
        <Button component={RouterLink} to="/profile/family" variant="outlined">
          Family
        </Button>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        Preferences
      </Typography>
      <BoardThemeSelect />
    </Paper>
  );
}
