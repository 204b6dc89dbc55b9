import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useCoaches } from '@/features/coaches/api/coaches-admin';
import { CoachPhotoUpload } from '@/features/coaches/components/coach-photo-upload';
import { CoachesGrid } from '@/features/coaches/components/coaches-grid';

/** /admin/coaches: the coach profiles behind /coaches and /coach/{firstname} (admin). */
export function CoachesAdminPage() {
  const coaches = useCoaches();
  return (
    <>
      <PageTitle title="Coach Profiles" />
      <QueryState query={coaches} label="Loading the coaches">
        {(rows) => (
          <>
            <CoachPhotoUpload coaches={rows} />
            <CoachesGrid rows={rows} />
          </>
        )}
      </QueryState>
    </>
  );
}
