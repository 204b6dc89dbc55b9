import { PageTitle } from '@/components/page-title';
import { CoachesGrid } from '@/features/users/components/coaches-grid';

/** /mycoaches (admin): the coaches grid. */
export function CoachesPage() {
  return (
    <>
      <PageTitle title="Coaches" />
      <CoachesGrid />
    </>
  );
}
