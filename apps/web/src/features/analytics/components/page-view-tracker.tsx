import { useEffect, useRef } from 'react';
import { PATH_MAX_LENGTH } from '@kingside/shared';
import { useLocation } from 'react-router';
import { recordPageView } from '@/features/analytics/api/record-page-view';

/** Records one page view per navigation (path and query); renders nothing, never fails the page. */
export function PageViewTracker() {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`.slice(0, PATH_MAX_LENGTH);
  // StrictMode runs effects twice in development; the ref keeps it to one call per path change.
  const lastRecorded = useRef<string | null>(null);

  useEffect(() => {
    if (lastRecorded.current === path) return;
    lastRecorded.current = path;
    recordPageView({ path }).catch(() => {
      // Analytics is best effort: a failed call must not disturb the user.
    });
  }, [path]);

  return null;
}
