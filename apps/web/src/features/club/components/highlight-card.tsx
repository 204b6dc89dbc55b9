import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A home-page card: its heading links to the page it summarises, and the whole card is the target. */
export function HighlightCard({
  title,
  to,
  children,
}: {
  title: string;
  to: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <article className="card highlight-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={to} className="card-link">
          {title}
        </Link>
      </h3>
      {children}
    </article>
  );
}
