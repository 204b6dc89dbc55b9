import type { Coach } from '@kingside/shared';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { PageTitle } from '@/components/page-title';
import { PlainQueryState } from '@/components/plain-query-state';
import { useCoach } from '@/features/club/api/get-coach';
import { CoachPhoto } from '@/features/club/components/coach-photo';
import { CoachPrices } from '@/features/club/components/coach-prices';
import { PhotoCredit } from '@/features/club/components/photo-credit';
import { TextBlock } from '@/features/club/components/text-block';
import { ApiError } from '@/lib/api-client';

function CoachProfile({ coach }: { coach: Coach }) {
  const name = `${coach.firstName} ${coach.lastName}`;
  return (
    <>
      <PageTitle
        title={name}
        description={`${name}${coach.title ? `, ${coach.title}` : ''}: chess coach, lessons and prices.`}
      />
      <div className="coach-detail">
        <CoachPhoto coach={coach} size={260} />
        <div>
          {coach.title && <p className="lead">{coach.title}</p>}
          <TextBlock text={coach.bio} />
          <h2>Prices</h2>
          <CoachPrices coach={coach} />
          <div className="row">
            <Link to="/inquiry" className="button button-primary">
              Ask about lessons
            </Link>
            <Link to="/coaches">All coaches</Link>
          </div>
        </div>
      </div>
      <PhotoCredit />
    </>
  );
}

/** /coach/{firstname}: one coach's page; the 404 page for a name no coach has. */
export function CoachPage() {
  const { firstName = '' } = useParams();
  const coach = useCoach(firstName);
  if (coach.error instanceof ApiError && coach.error.status === 404) return <NotFoundPage />;
  return (
    <>
      {/* The profile's own title names the coach once it has loaded. */}
      {!coach.data && <PageTitle title="Coach" />}
      <PlainQueryState query={coach}>{(loaded) => <CoachProfile coach={loaded} />}</PlainQueryState>
    </>
  );
}
