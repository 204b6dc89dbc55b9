import type { ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';

/** Colour and icon-free meaning of a notice; error notices interrupt (role alert), others do not. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/**
 * A coloured message box in plain HTML (the shell and public pages do not load MUI). Errors are
 * announced at once (role alert); the rest politely (role status), unless `role` says otherwise.
 */
export function Notice({
  tone,
  role,
  action,
  children,
}: {
  tone: NoticeTone;
  role?: 'alert' | 'status';
  /** A button or link at the end of the box, e.g. Reload. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`notice notice-${tone}`} role={role ?? (tone === 'error' ? 'alert' : 'status')}>
      <div className="notice-text">{children}</div>
      {action}
    </div>
  );
}

/** A failed load in a red box: the server's message, else the network error text. */
export function ErrorNotice({ error }: { error: unknown }) {
  return <Notice tone="error">{getErrorMessage(error)}</Notice>;
}

/** Shown where data is still loading. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      {label}
    </p>
  );
}
