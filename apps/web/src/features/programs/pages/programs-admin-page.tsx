import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useProgramLocations } from '@/features/programs/api/get-program-locations';
import { usePrograms } from '@/features/programs/api/programs-admin';
import { ProgramsGrid } from '@/features/programs/components/programs-grid';

/** /admin/programs: classes and after-school programs, inactive ones included (admin). */
export function ProgramsAdminPage() {
  const programs = usePrograms();
  const locations = useProgramLocations();
  const error = programs.error ?? locations.error;
  return (
    <>
      <PageTitle title="Programs" />
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <ProgramsGrid
          rows={programs.data ?? []}
          locations={locations.data ?? []}
          loading={programs.isPending || locations.isPending}
        />
      )}
    </>
  );
}
