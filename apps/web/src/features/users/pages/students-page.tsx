import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isAdmin } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { userQueryOptions } from '@/features/users/api/users-api';
import { StudentsGrid } from '@/features/users/components/students-grid';
import { useSession } from '@/lib/session';

/** /myStudents/{coachId} (admin): the title names the coach once their record loads. */
function CoachStudents({ coachId }: { coachId: number }) {
  const coach = useQuery(userQueryOptions(coachId));
  return (
    <>
      <PageTitle title={coach.data ? `Students of ${coach.data.name}` : 'Students'} />
      <StudentsGrid coachId={coachId} linkToUser />
    </>
  );
}

/**
 * /myStudents: a coach's own students, read-only (an admin sees every student);
 * /myStudents/{coachId}: one coach's students (admin).
 */
export function StudentsPage() {
  const { coachId } = useParams();
  const admin = isAdmin(useSession()?.roles);
  if (coachId !== undefined) return <CoachStudents coachId={Number(coachId)} />;
  return (
    <>
      <PageTitle title="My Students" />
      <StudentsGrid linkToUser={admin} />
    </>
  );
}
