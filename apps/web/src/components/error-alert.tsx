import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { getErrorMessage } from '@/lib/api-client';

/** A failure in a red alert: the server's message, else the network error text. */
export function ErrorAlert({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  return (
    <Alert severity="error" sx={sx}>
      {getErrorMessage(error)}
    </Alert>
  );
}
