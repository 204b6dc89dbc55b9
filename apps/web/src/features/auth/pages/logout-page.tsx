import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '@/components/form-card';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/lib/session';

/** /logOut: opening it (the Logout menu item links here) ends the session. */
export function LogoutPage() {
  const session = useSession();
  const logout = useLogout();

  useEffect(() => {
    if (session) logout();
  }, [session, logout]);

  return (
    <FormCard title="Logged out">
      <Typography sx={{ mb: 2 }}>You have been logged out.</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Login
      </Button>
    </FormCard>
  );
}
