import { Link } from 'react-router';
import { Notice } from '@/components/notice';

/** A green success message with a Login button: after signing up or resetting a password. */
export function SuccessWithLogin({ message }: { message: string }) {
  return (
    <Notice
      tone="success"
      action={
        <Link className="button button-outlined" to="/login">
          Login
        </Link>
      }
    >
      {message}
    </Notice>
  );
}
