import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useCampEvents } from '@/features/camp/api/camp-events-admin';
import { useCampRegistrations } from '@/features/camp/api/camp-registrations-admin';
import { CampRegistrationsGrid } from '@/features/camp/components/camp-registrations-grid';

/** /camp/registrations: every camp registration, with the camp events to choose from (admin). */
export function CampRegistrationsPage() {
  const registrations = useCampRegistrations();
  const events = useCampEvents();
  const error = registrations.error ?? events.error;
  return (
    <>
      <PageTitle title="Camp Registrations" />
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <CampRegistrationsGrid
          rows={registrations.data ?? []}
          events={events.data ?? []}
          loading={registrations.isPending || events.isPending}
        />
      )}
    </>
  );
}
