import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';

/** Any route the app does not know, shown inside the shell. */
export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <PageTitle title="Page not found" />
      <Typography>
        The page you asked for does not exist, or it has not been built yet. Check the address or go
        back to the home page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Stack>
  );
}
