import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router';
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
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        This page could not be shown: {describe(error)}
      </Alert>
    </Container>
  );
}
