import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/query-view';
import { useClassTimes, useCoachChoices } from '@/features/attendance/api/class-times-admin';
import { ClassTimesGrid } from '@/features/attendance/components/class-times-grid';

/** /admin/classTimes: the club's weekly class times (admin). */
export function ClassTimesAdminPage() {
  const classTimes = useClassTimes();
  const coaches = useCoachChoices();
  return (
    <>
      <PageTitle title="Class Times" />
      <QueryState query={allQueries(classTimes, coaches)} label="Loading the class times">
        {([rows, choices]) => <ClassTimesGrid rows={rows} coaches={choices.items} />}
      </QueryState>
    </>
  );
}
