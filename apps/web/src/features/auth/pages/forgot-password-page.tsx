import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '@/components/form-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <FormCard title="Forgot Password">
      <Typography color="text.secondary">
        Enter your username and the e-mail address of your account; we will send you a link to set a
        new password.
      </Typography>
      <ForgotPasswordForm />
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        Back to Login
      </Link>
    </FormCard>
  );
}
