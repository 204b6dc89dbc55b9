import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useCampEvents } from '@/features/camp/api/camp-events-admin';
import { CampEventsGrid } from '@/features/camp/components/camp-events-grid';

/** /camp/events: the camp weeks and slots, past and inactive ones included (admin). */
export function CampEventsPage() {
  const events = useCampEvents();
  return (
    <>
      <PageTitle title="Camp Events" />
      <QueryState query={events} label="Loading the camp events">
        {(rows) => <CampEventsGrid rows={rows} />}
      </QueryState>
    </>
  );
}
