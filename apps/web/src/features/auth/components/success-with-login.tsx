import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** A green success message with a Login button: after signing up or resetting a password. */
export function SuccessWithLogin({ message }: { message: string }) {
  return (
    <Alert
      severity="success"
      action={
        <Button component={RouterLink} to="/login" color="inherit" size="small">
          Login
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
