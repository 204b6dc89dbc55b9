import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useCampEvents } from '@/features/admin-camp/api/get-camp-events';
import { useCampRegistrations } from '@/features/admin-camp/api/get-camp-registrations';
import { CampRegistrationsGrid } from '@/features/admin-camp/components/camp-registrations-grid';

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
