import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/query-view';
import { useCampEvents } from '@/features/camp/api/camp-events-admin';
import { useCampRegistrations } from '@/features/camp/api/camp-registrations-admin';
import { CampRegistrationsGrid } from '@/features/camp/components/camp-registrations-grid';

/** /camp/registrations: every camp registration, with the camp events to choose from (admin). */
export function CampRegistrationsPage() {
  const registrations = useCampRegistrations();
  const events = useCampEvents();
  return (
    <>
      <PageTitle title="Camp Registrations" />
      <QueryState query={allQueries(registrations, events)} label="Loading the registrations">
        {([rows, choices]) => <CampRegistrationsGrid rows={rows} events={choices} />}
      </QueryState>
    </>
  );
}
