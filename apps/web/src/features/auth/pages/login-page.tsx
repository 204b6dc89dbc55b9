import { MESSAGES } from '@kingside/shared';
import { Link, useLocation, useNavigate } from 'react-router';
import { Notice } from '@/components/notice';
import { PlainFormCard } from '@/components/plain-form/plain-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { getLoginRedirectPath, type LoginRedirectState } from '@/lib/login-redirect';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as LoginRedirectState | null;

  return (
    <PlainFormCard title="Login">
      {state?.sessionExpired && <Notice tone="info">{MESSAGES.sessionExpired}</Notice>}
      <LoginForm
        onSuccess={() => navigate(getLoginRedirectPath(location.state), { replace: true })}
      />
      <p className="form-links">
        <Link to="/forgotUsername">Forgot Username?</Link>
        <Link to="/forgotPassword">Forgot Password?</Link>
        <Link to="/register">Register</Link>
      </p>
    </PlainFormCard>
  );
}
