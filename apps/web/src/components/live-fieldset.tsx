import type { ReactNode } from 'react';
import { useAppLive } from '@/lib/app-live';

/**
 * A form's controls on a page the server rendered (docs/decisions/0058): disabled until the app
 * has taken over the page, so nothing is typed into a field the app would then reset, or sent
 * before the app can send it; with JavaScript off they stay disabled and say why. In a page the
 * browser renders they are live from the start.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useAppLive();
  return (
    <fieldset className="live-fieldset" disabled={!live}>
      {children}
      {!live && (
        <noscript>
          <p className="muted small">This form works once JavaScript is on in your browser.</p>
        </noscript>
      )}
    </fieldset>
  );
}
