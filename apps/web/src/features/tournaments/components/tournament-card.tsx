import {
  formatCents,
  formatDate,
  formatTime,
  isAdminOrAssistant,
  tournamentPaths,
  type Tournament,
  type TournamentCard as Card,
} from '@kingside/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '@/features/tournaments/components/tournaments.module.css';
import { useSession } from '@/lib/session';

/** §2's addresses of a tournament's pages, and its entries list. */
export const tournamentLinks = {
  ...tournamentPaths,
  entries: (t: { id: number }) => `/tourEntries/${t.id}`,
};

/** "Sat, Dec 5, 2026 at 2:00 PM" */
export const tournamentWhen = (t: { tournamentDate: string; startTime: string }) =>
  `${formatDate(t.tournamentDate, { style: 'withWeekday' })} at ${formatTime(t.startTime)}`;

/**
 * The first facts of a tournament's page, as terms of its `<dl className="facts">`: when it
 * starts, its time control and its rounds (the detail page and the registration form).
 */
export function TournamentFacts({ tournament: t }: { tournament: Tournament }) {
  return (
    <>
      <dt>When</dt>
      <dd>{tournamentWhen(t)}</dd>
      <dt>Time control</dt>
      <dd>{t.timeControl}</dd>
      <dt>Rounds</dt>
      <dd>{t.rounds}</dd>
    </>
  );
}

/**
 * One tournament of a listing: its type emoji, name, short description, time control, entry fee,
 * rounds, start, prizes, and the links the listing gives (`links`).
 */
export function TournamentCard({
  tournament: t,
  links,
  headingLevel: Heading = 'h3',
}: {
  tournament: Card;
  links: ReactNode;
  /** The card title's level under the page's headings. */
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = `tournament-${t.id}`;
  return (
    <article className="card" aria-labelledby={headingId}>
      <Heading id={headingId} className="card-title">
        <span className={styles.emoji} role="img" aria-label={t.type}>
          {t.emoji}
        </span>
        {t.name}
      </Heading>
      {t.shortDescription && <p>{t.shortDescription}</p>}
      <dl className="facts">
        <dt>Time control</dt>
        <dd>{t.timeControl}</dd>
        <dt>Entry fee</dt>
        <dd>{formatCents(t.entryFeesCents, { omitZeroCents: true })}</dd>
        <dt>Rounds</dt>
        <dd>{t.rounds}</dd>
        <dt>Starts</dt>
        <dd>{tournamentWhen(t)}</dd>
        {t.prizeText && (
          <>
            <dt>Prizes</dt>
            <dd>{t.prizeText}</dd>
          </>
        )}
      </dl>
      <div className={styles.links}>{links}</div>
    </article>
  );
}

/**
 * Register, or "Sold out" when the event is full (spec 2 §2; the detail page says "Sold Out"),
 * which still leads to the registration page: there a player joins the waiting list.
 */
export function RegisterLink({
  tournament: t,
  soldOutText = 'Sold out',
}: {
  tournament: { id: number; soldout: boolean };
  soldOutText?: string;
}) {
  return t.soldout ? (
    <Link to={tournamentLinks.register(t)} className={styles.soldOut}>
      {soldOutText}
    </Link>
  ) : (
    <Link to={tournamentLinks.register(t)} className="button button-primary">
      Register
    </Link>
  );
}

/** Entries (spec 2 §2, §6): shown when the event shows its entries, and always to admins and assistants. */
export function EntriesLink({
  tournament: t,
}: {
  tournament: { id: number; showEntries: boolean };
}) {
  const session = useSession();
  if (!t.showEntries && !isAdminOrAssistant(session?.roles)) return null;
  return <Link to={tournamentLinks.entries(t)}>Entries</Link>;
}
