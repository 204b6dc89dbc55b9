import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useLocations } from '@/features/locations/api/locations-admin';
import { LocationsGrid } from '@/features/locations/components/locations-grid';

/** /admin/locations: the club's locations (admin). */
export function LocationsAdminPage() {
  const locations = useLocations();
  return (
    <>
      <PageTitle title="Locations" />
      <QueryState query={locations} label="Loading the locations">
        {(rows) => <LocationsGrid rows={rows} />}
      </QueryState>
    </>
  );
}
