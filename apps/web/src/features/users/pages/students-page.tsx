import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canSeeCoachStudents, isAdmin } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { Restricted } from '@/components/restricted';
import { userQueryOptions } from '@/features/users/api/users-api';
import { StudentsGrid } from '@/features/users/components/students-grid';
import { useSession } from '@/lib/session';

/** /myStudents/{coachId} for an admin: the title names the coach once their record loads. */
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
 * /myStudents/{coachId}: one coach's students, for an admin to edit, or a coach's own, read-only
 * (another coach's is refused: `canSeeCoachStudents`, as the server decides).
 */
export function StudentsPage() {
  const { coachId } = useParams();
  const session = useSession();
  const admin = isAdmin(session?.roles);
  if (coachId !== undefined) {
    const id = Number(coachId);
    if (admin) return <CoachStudents coachId={id} />;
    if (!session || !canSeeCoachStudents(session, id)) {
      return (
        <>
          <PageTitle title="Students" />
          <Restricted />
        </>
      );
    }
    return (
      <>
        <PageTitle title="My Students" />
        <StudentsGrid coachId={id} linkToUser={false} />
      </>
    );
  }
  return (
    <>
      <PageTitle title="My Students" />
      <StudentsGrid linkToUser={admin} />
    </>
  );
}
