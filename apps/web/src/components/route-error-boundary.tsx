import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Notice } from '@/components/notice';
import { useDocumentTitle } from '@/components/page-title';
import { getErrorMessage } from '@/lib/api-client';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return getErrorMessage(error);
}

/** Shown in place of a page that failed to load or render; the shell around it stays usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useDocumentTitle('Error');
  return (
    <div className="container page-error">
      <Notice
        tone="error"
        action={
          <button
            type="button"
            className="button button-text"
            onClick={() => window.location.reload()}
          >
            Reload
          </button>
        }
      >
        This page could not be shown: {describe(error)}
      </Notice>
    </div>
  );
}
