import { dateKeyIn, isAdmin } from '@kingside/shared';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useCampEvents } from '@/features/club/api/get-camp-events';
import { CampWeeks } from '@/features/club/components/camp-weeks';
import { useClub } from '@/lib/club';
import { telHref } from '@/lib/format';
import { useSession } from '@/lib/session';

/**
 * /camp and /summercamp: hours, refund policy, then the weeks and prices (last, so nothing moves
 * when they load), and the Register button.
 */
export function CampPage() {
  const session = useSession();
  const { data: club } = useClub();
  const events = useCampEvents();
  const today = dateKeyIn(new Date(), club?.timezone);

  return (
    <>
      <PageTitle
        title="Summer Camp"
        description="Chess summer camp: full-day and half-day weeks, hours, dates, early-bird prices and the refund policy."
      />
      <p className="lead">
        A week of chess lessons, puzzles and games, for beginners and experienced players alike.
      </p>
      <div className="row">
        <Link to="/camp/register" className="button button-primary">
          Register
        </Link>
        {isAdmin(session?.roles) && <Link to="/camp/registrations">Camp Registrations</Link>}
      </div>

      <section className="section" aria-labelledby="camp-hours">
        <h2 id="camp-hours">Hours</h2>
        <dl className="facts">
          <dt>Full day</dt>
          <dd>9 am to 4 pm</dd>
          <dt>Half day</dt>
          <dd>9 am to 12 pm, or 1 pm to 4 pm</dd>
          <dt>Lunch</dt>
          <dd>12 pm to 1 pm</dd>
        </dl>
      </section>

      <section className="section" aria-labelledby="camp-policy">
        <h2 id="camp-policy">Refunds and shorter weeks</h2>
        <p>Full refund if notified 2 days before the camp week.</p>
        <p>
          3-day and 4-day options are pro-rated: please call us
          {club ? (
            <>
              {' '}
              at <a href={telHref(club.phone)}>{club.phone}</a>
            </>
          ) : null}
          .
        </p>
      </section>
      <section className="section" aria-labelledby="camp-weeks">
        <h2 id="camp-weeks">Weeks and prices</h2>
        <PlainQueryState
          query={events}
          empty="The next camp weeks are not scheduled yet. Please check back soon."
        >
          {(weeks) => <CampWeeks events={weeks} today={today} />}
        </PlainQueryState>
      </section>
    </>
  );
}
