import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { retryLiveSocket, type LiveConnection } from '@/features/live/socket/live-socket';

/**
 * What a live page shows instead of its content while the socket is closed for good: the server
 * ended the session (log in again), or refused this tab because the member has too many open
 * (close one, then try again). Nothing when neither.
 */
export function LiveClosedNotice({ connection }: { connection: LiveConnection }) {
  if (connection.endedMessage)
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/login" size="small">
            Log in
          </Button>
        }
      >
        {connection.endedMessage}
      </Alert>
    );
  if (connection.refusedMessage)
    return (
      <Alert
        severity="warning"
        action={
          <Button size="small" onClick={retryLiveSocket}>
            Try again
          </Button>
        }
      >
        {connection.refusedMessage}
      </Alert>
    );
  return null;
}

/** Whether the live socket is closed for good (see LiveClosedNotice). */
export const liveClosed = (connection: LiveConnection) =>
  connection.endedMessage !== null || connection.refusedMessage !== null;
