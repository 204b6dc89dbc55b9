import { Link } from 'react-router';
import { PlainFormCard } from '@/components/plain-form/plain-form';
import { ForgotUsernameForm } from '@/features/auth/components/forgot-username-form';

export function ForgotUsernamePage() {
  return (
    <PlainFormCard title="Forgot Username">
      <p className="muted">
        Enter the e-mail address of your account and we will send you your username.
      </p>
      <ForgotUsernameForm />
      <p className="form-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </PlainFormCard>
  );
}
