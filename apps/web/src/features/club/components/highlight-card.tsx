import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A home-page card: its heading links to the page it summarises, and the whole card is the target.
 * With `query`, it says `loadingText` while the card's data loads and `fallbackText` if it failed.
 */
export function HighlightCard({
  title,
  to,
  query,
  loadingText,
  fallbackText,
  children,
}: {
  title: string;
  to: string;
  /** The read the card shows. */
  query?: { isPending: boolean; isError: boolean };
  loadingText?: string;
  /** What the card says when its data could not be read. */
  fallbackText?: string;
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
      {query?.isPending ? (
        <p className="muted">{loadingText}</p>
      ) : query?.isError ? (
        <p className="muted">{fallbackText}</p>
      ) : (
        children
      )}
    </article>
  );
}
