import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '@/components/form-card';
import { ForgotUsernameForm } from '@/features/auth/components/forgot-username-form';

export function ForgotUsernamePage() {
  return (
    <FormCard title="Forgot Username">
      <Typography color="text.secondary">
        Enter the e-mail address of your account and we will send you your username.
      </Typography>
      <ForgotUsernameForm />
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        Back to Login
      </Link>
    </FormCard>
  );
}
