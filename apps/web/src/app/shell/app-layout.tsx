import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from '@/app/shell/footer';
import { TopNav } from '@/app/shell/top-nav';
import { useAlertEvents } from '@/features/alerts/api/get-alert-events';
import { AlertBanner } from '@/features/alerts/components/alert-banner';
import { PageViewTracker } from '@/features/analytics/components/page-view-tracker';

/**
 * The frame of every page, in plain HTML and app.css (no MUI: it would double the JavaScript of
 * the public pages). `main` is at least a screen tall, so the footer never moves into view while
 * a page fills in.
 */
function ShellFrame({
  loading,
  firstLoad = false,
  children,
}: {
  loading: boolean;
  /** The fallback while the first page's code loads: the nav shows the brand but no menus yet. */
  firstLoad?: boolean;
  children?: ReactNode;
}) {
  // The page waits for the alerts (fetched from the start, in parallel with the page's code and
  // data), so a banner never appears above a page already on screen and pushes it down.
  const { isPending: alertsPending } = useAlertEvents();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopNav brandOnly={firstLoad} />
      <div className="route-progress">
        {loading && (
          <div className="route-progress-bar" role="progressbar" aria-label="Loading page" />
        )}
      </div>
      <AlertBanner />
      <main id="main" className="container main" tabIndex={-1}>
        {alertsPending ? null : children}
      </main>
      <Footer />
    </div>
  );
}

/** The application shell: navigation, alert banner, the page, footer; page views recorded once here. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <ShellFrame loading={navigation.state === 'loading'}>
      <PageViewTracker />
      <Outlet />
    </ShellFrame>
  );
}

/**
 * Shown while the first page's code loads: the shell already (brand, banner, footer), so the
 * screen paints and the club and alert calls start before the page's own chunk arrives.
 */
export function AppLoading() {
  return <ShellFrame loading firstLoad />;
}
