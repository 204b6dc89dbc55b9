import { useParams } from 'react-router';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useAssignment } from '@/features/assignments/api/get-assignment';
import { AssignmentSolver } from '@/features/assignments/components/assignment-solver';

/** /assignment/{assignmentId} (club members): Home / Assignments / name, then the solving board. */
export function AssignmentPage() {
  const id = Number(useParams().assignmentId);
  const assignment = useAssignment(id);
  const name = assignment.data?.name ?? 'Assignment';
  return (
    <>
      <PageBreadcrumbs
        links={[
          { label: 'Home', to: '/' },
          { label: 'Assignments', to: '/assignments' },
        ]}
        current={name}
      />
      <PageTitle title={name} />
      <QueryState query={assignment} label="Loading the assignment">
        {(detail) => <AssignmentSolver key={detail.id} detail={detail} />}
      </QueryState>
    </>
  );
}
