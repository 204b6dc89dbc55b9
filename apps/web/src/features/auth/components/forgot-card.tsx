import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainFormCard } from '@/components/plain-form/plain-form';

/** A "forgot" page's card: what to enter (`intro`), the form, and the way back to the login. */
export function ForgotCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  /** The form. */
  children: ReactNode;
}) {
  return (
    <PlainFormCard title={title}>
      <p className="muted">{intro}</p>
      {children}
      <p className="form-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </PlainFormCard>
  );
}
