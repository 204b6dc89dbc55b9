import type { Location } from 'react-router';

/** Location state of /login: where to go after logging in, and why the user was sent there. */
export type LoginRedirectState = {
  redirectTo?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Set when the server ended the session (401), so the login page can say so. */
  sessionExpired?: boolean;
};

/** The path to open after a successful login: the redirectTo location, else the home page. */
export function getLoginRedirectPath(state: unknown): string {
  const target = (state as LoginRedirectState | null)?.redirectTo;
  if (!target?.pathname?.startsWith('/') || target.pathname.startsWith('//')) return '/';
  return `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
}
