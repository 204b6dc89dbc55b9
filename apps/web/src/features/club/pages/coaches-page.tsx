import { coachPagePath } from '@kingside/shared';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useCoaches } from '@/features/club/api/get-coaches';
import { CoachPhoto } from '@/features/club/components/coach-photo';
import { CoachPrices } from '@/features/club/components/coach-prices';
import { PhotoCredit } from '@/features/club/components/photo-credit';

/** /coaches: a card per coach, linking to /coach/{first name in lower case}. */
export function CoachesPage() {
  const coaches = useCoaches();
  return (
    <>
      <PageTitle
        title="Coaches"
        description="Meet the club's chess coaches: titles, experience and monthly prices for group and private lessons."
      />
      <PlainQueryState query={coaches}>
        {(list) => (
          <div className="grid">
            {list.map((coach) => (
              <article
                key={coach.id}
                className="card coach-card"
                aria-labelledby={`coach-${coach.id}`}
              >
                <CoachPhoto coach={coach} size={240} />
                <h2 id={`coach-${coach.id}`}>
                  <Link to={coachPagePath(coach.firstName)} className="card-link">
                    {coach.firstName} {coach.lastName}
                  </Link>
                </h2>
                {coach.title && <p className="muted">{coach.title}</p>}
                <CoachPrices coach={coach} />
              </article>
            ))}
          </div>
        )}
      </PlainQueryState>
      <PhotoCredit />
    </>
  );
}
