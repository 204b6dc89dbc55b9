import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useCampEvents } from '@/features/camp/api/camp-events-admin';
import { CampEventsGrid } from '@/features/camp/components/camp-events-grid';

/** /camp/events: the camp weeks and slots, past and inactive ones included (admin). */
export function CampEventsPage() {
  const events = useCampEvents();
  return (
    <>
      <PageTitle title="Camp Events" />
      {events.isError ? (
        <ErrorAlert error={events.error} />
      ) : (
        <CampEventsGrid rows={events.data ?? []} loading={events.isPending} />
      )}
    </>
  );
}
