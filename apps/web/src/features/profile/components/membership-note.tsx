import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MESSAGES, type Profile } from '@kingside/shared';
import { Link as RouterLink } from 'react-router';
import { NO_ROLE_LINKS, useIsParent } from '@/lib/family-children';

/**
 * For an account without a role: a parent (children in its family or linked to it) reads where
 * their children's registrations are, anyone else that it is not a member yet and how it becomes
 * one (docs/decisions/0022, 0059). Nothing while that is being read.
 */
export function MembershipNote({ profile }: { profile: Profile }) {
  const noRole = profile.roles.length === 0;
  const parent = useIsParent(noRole);
  if (!noRole || parent === undefined) return null;
  const links = parent ? NO_ROLE_LINKS.parent : NO_ROLE_LINKS.newcomer;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {parent ? MESSAGES.parentAccount : MESSAGES.notAMemberYet}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        {links.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}
