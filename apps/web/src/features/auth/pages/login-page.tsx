import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@kingside/shared';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { FormCard } from '@/components/form-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { getLoginRedirectPath, type LoginRedirectState } from '@/lib/login-redirect';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as LoginRedirectState | null;

  return (
    <FormCard title="Login">
      {state?.sessionExpired && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {MESSAGES.sessionExpired}
        </Alert>
      )}
      <LoginForm
        onSuccess={() => navigate(getLoginRedirectPath(location.state), { replace: true })}
      />
      <Stack
        direction="row"
        spacing={2}
        sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Link component={RouterLink} to="/forgotUsername">
          Forgot Username?
        </Link>
        <Link component={RouterLink} to="/forgotPassword">
          Forgot Password?
        </Link>
        <Link component={RouterLink} to="/register">
          Register
        </Link>
      </Stack>
    </FormCard>
  );
}
