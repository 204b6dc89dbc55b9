import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MESSAGES, type Profile } from '@kingside/shared';
import { Link as RouterLink } from 'react-router';

const JOIN_LINKS = [
  { label: 'Classes', to: '/classes' },
  { label: 'Summer Camp', to: '/camp' },
  { label: 'Contact Us', to: '/inquiry' },
];

/** For an account without a role: it is not a member yet, and how it becomes one. */
export function MembershipNote({ profile }: { profile: Profile }) {
  if (profile.roles.length > 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {MESSAGES.notAMemberYet}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        {JOIN_LINKS.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}
