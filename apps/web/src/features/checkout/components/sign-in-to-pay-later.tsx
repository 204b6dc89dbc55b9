import { Link, useLocation } from 'react-router';
import type { LoginRedirectState } from '@/lib/login-redirect';

/**
 * The way to a choice that needs an account (paying later by Zelle, the waiting list;
 * docs/decisions/0046): sign in and come back to this page. Plain HTML (a visitor's page).
 */
export function SignInToPayLater() {
  const { pathname, search, hash } = useLocation();
  const state: LoginRedirectState = { redirectTo: { pathname, search, hash } };
  return (
    <p>
      <Link to="/login" state={state}>
        Sign in
      </Link>{' '}
      (or <Link to="/register">create an account</Link>) and come back here; the form starts again
      empty.
    </p>
  );
}
