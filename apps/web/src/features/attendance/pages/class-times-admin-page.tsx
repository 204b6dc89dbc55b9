import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useClassTimes, useCoachChoices } from '@/features/attendance/api/class-times-admin';
import { ClassTimesGrid } from '@/features/attendance/components/class-times-grid';

/** /admin/classTimes: the club's weekly class times (admin). */
export function ClassTimesAdminPage() {
  const classTimes = useClassTimes();
  const coaches = useCoachChoices();
  return (
    <>
      <PageTitle title="Class Times" />
      {coaches.isError && <ErrorAlert error={coaches.error} sx={{ mb: 1 }} />}
      {classTimes.isError ? (
        <ErrorAlert error={classTimes.error} />
      ) : (
        <ClassTimesGrid
          rows={classTimes.data ?? []}
          coaches={coaches.data?.items ?? []}
          loading={classTimes.isPending}
        />
      )}
    </>
  );
}
