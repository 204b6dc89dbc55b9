import type { CalendarEvent } from '@kingside/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The event's page: a route of this site (/classes, /camp, …) or an outside address. */
export function CalendarEventLink({
  event,
  className,
  title,
  children,
}: {
  event: CalendarEvent;
  className?: string;
  /** Tooltip, for titles cut short in the month grid. */
  title?: string;
  children: ReactNode;
}) {
  return event.url.startsWith('/') ? (
    <Link to={event.url} className={className} title={title}>
      {children}
    </Link>
  ) : (
    <a href={event.url} className={className} title={title}>
      {children}
    </a>
  );
}
