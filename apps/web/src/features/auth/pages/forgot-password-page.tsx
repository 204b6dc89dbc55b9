import { Link } from 'react-router';
import { PlainFormCard } from '@/components/plain-form/plain-form';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <PlainFormCard title="Forgot Password">
      <p className="muted">
        Enter your username and the e-mail address of your account; we will send you a link to set a
        new password.
      </p>
      <ForgotPasswordForm />
      <p className="form-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </PlainFormCard>
  );
}
