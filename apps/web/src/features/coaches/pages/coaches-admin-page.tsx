import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { useCoaches } from '@/features/coaches/api/coaches-admin';
import { CoachPhotoUpload } from '@/features/coaches/components/coach-photo-upload';
import { CoachesGrid } from '@/features/coaches/components/coaches-grid';

/** /admin/coaches: the coach profiles behind /coaches and /coach/{firstname} (admin). */
export function CoachesAdminPage() {
  const coaches = useCoaches();
  return (
    <>
      <PageTitle title="Coach Profiles" />
      {coaches.isError ? (
        <ErrorAlert error={coaches.error} />
      ) : (
        <>
          {coaches.data && <CoachPhotoUpload coaches={coaches.data} />}
          <CoachesGrid rows={coaches.data ?? []} loading={coaches.isPending} />
        </>
      )}
    </>
  );
}
