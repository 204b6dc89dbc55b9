import { Link } from 'react-router';
import type { Session } from '@/lib/session';

/** The home page for a logged-in user. */
export function MemberWelcome({ session }: { session: Session }) {
  return (
    <div className="stack">
      <h1 className="page-title">Welcome, {session.name}!</h1>
      <p className="muted">
        Pick up your assignments and puzzles from the LEARN menu, or review your profile.
      </p>
      <p>
        <Link to="/profile" className="button button-primary">
          Profile
        </Link>
      </p>
    </div>
  );
}
