import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from '@/app/shell/footer';
import { TopNav } from '@/app/shell/top-nav';
import { AlertBanner } from '@/features/alerts/components/alert-banner';
import { PageViewTracker } from '@/features/analytics/components/page-view-tracker';

/** The application shell: navigation, alert banner, the page, footer; page views recorded once here. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PageViewTracker />
      <TopNav />
      <Box sx={{ height: 4 }}>
        {navigation.state === 'loading' && <LinearProgress aria-label="Loading page" />}
      </Box>
      <AlertBanner />
      <Container component="main" maxWidth="lg" sx={{ py: 3, flexGrow: 1 }}>
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}

/** Shown while the first page's code loads. */
export function AppLoading() {
  return <LinearProgress aria-label="Loading" />;
}
