import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Session } from '@/lib/session';

/** The home page for a logged-in user. */
export function MemberWelcome({ session }: { session: Session }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
      <Typography variant="h4" component="h1">
        Welcome, {session.name}!
      </Typography>
      <Typography color="text.secondary">
        Pick up your assignments and puzzles from the LEARN menu, or review your profile.
      </Typography>
      <Button component={RouterLink} to="/profile" variant="contained">
        Profile
      </Button>
    </Stack>
  );
}
