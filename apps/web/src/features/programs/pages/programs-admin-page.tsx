import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/query-view';
import { useProgramLocations } from '@/features/programs/api/get-program-locations';
import { usePrograms } from '@/features/programs/api/programs-admin';
import { ProgramsGrid } from '@/features/programs/components/programs-grid';

/** /admin/programs: classes and after-school programs, inactive ones included (admin). */
export function ProgramsAdminPage() {
  const programs = usePrograms();
  const locations = useProgramLocations();
  return (
    <>
      <PageTitle title="Programs" />
      <QueryState query={allQueries(programs, locations)} label="Loading the programs">
        {([rows, choices]) => <ProgramsGrid rows={rows} locations={choices} />}
      </QueryState>
    </>
  );
}
