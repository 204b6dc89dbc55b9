import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** What a live page shows once the server ended the session (the socket stays closed). */
export function LiveSessionEnded({ message }: { message: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to="/login" size="small">
          Log in
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
