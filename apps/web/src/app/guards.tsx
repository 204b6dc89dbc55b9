import { canAccess, type Access } from '@kingside/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useDocumentTitle } from '@/components/page-title';
import { Restricted, type RestrictedVariant } from '@/components/restricted';
import type { LoginRedirectState } from '@/lib/login-redirect';
import { sessionExpired, useSession } from '@/lib/session';

function RestrictedPage({ variant }: { variant: RestrictedVariant }) {
  useDocumentTitle('Restricted');
  return <Restricted variant={variant} />;
}

/**
 * A layout route that lets its child routes render only for callers `access` allows: a visitor
 * goes to /login (and comes back after), a logged-in user without the role sees `denied`.
 */
export function RequireAccess({
  access,
  denied = 'access',
}: {
  access: Access;
  denied?: RestrictedVariant;
}) {
  const session = useSession();
  const location = useLocation();
  if (access !== 'public' && !session) {
    const state: LoginRedirectState = {
      redirectTo: { pathname: location.pathname, search: location.search, hash: location.hash },
      sessionExpired: sessionExpired(),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!canAccess(access, session?.roles ?? null)) return <RestrictedPage variant={denied} />;
  return <Outlet />;
}
