import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
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
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          Home
        </Link>
        <Link component={RouterLink} to="/assignments" underline="hover" color="inherit">
          Assignments
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          {name}
        </Typography>
      </Breadcrumbs>
      <PageTitle title={name} />
      <QueryState query={assignment} label="Loading the assignment">
        {(detail) => <AssignmentSolver key={detail.id} detail={detail} />}
      </QueryState>
    </>
  );
}
