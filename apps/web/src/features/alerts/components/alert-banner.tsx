import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Notice } from '@/components/notice';
import { useAlertEvents } from '@/features/alerts/api/get-alert-events';

/**
 * `[words](/path)` or `[words](https://…)` in an alert's notes: a link the banner shows as
 * `words`, so an alert can lead to what it announces. Nothing else is markup; only site paths
 * and https addresses become links.
 */
const LINK = /\[([^\]\n]{1,100})\]\((\/[^\s()]*|https:\/\/[^\s()]+)\)/g;

/** The notes as text with their links. */
export function withLinks(notes: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of notes.matchAll(LINK)) {
    const [whole, words, href] = match as unknown as [string, string, string];
    parts.push(notes.slice(at, match.index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href}>
          {words}
        </Link>
      ) : (
        <a key={match.index} href={href} rel="noopener noreferrer">
          {words}
        </a>
      ),
    );
    at = match.index + whole.length;
  }
  parts.push(notes.slice(at));
  return parts.filter((part) => part !== '');
}

/** The notes of all current alerts in one line under the navigation; hidden when there are none. */
export function AlertBanner() {
  const { data: alerts } = useAlertEvents();
  const notes = (alerts ?? []).map((alert) => alert.notes.trim()).filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <div className="alert-banner">
      <Notice tone="info" role="status">
        {notes.map((note, i) => (
          <Fragment key={i}>
            {i > 0 && ' | '}
            {withLinks(note)}
          </Fragment>
        ))}
      </Notice>
    </div>
  );
}
