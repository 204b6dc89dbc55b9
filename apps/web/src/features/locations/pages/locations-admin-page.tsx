import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useLocations } from '@/features/locations/api/locations-admin';
import { LocationsGrid } from '@/features/locations/components/locations-grid';

/** /admin/locations: the club's locations (admin). */
export function LocationsAdminPage() {
  const locations = useLocations();
  return (
    <>
      <PageTitle title="Locations" />
      {locations.isError ? (
        <ErrorAlert error={locations.error} />
      ) : (
        <LocationsGrid rows={locations.data ?? []} loading={locations.isPending} />
      )}
    </>
  );
}
