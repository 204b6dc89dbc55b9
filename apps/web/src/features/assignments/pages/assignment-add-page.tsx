import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { AssignmentForm } from '@/features/assignments/components/assignment-form';

/** /assignmentAdd (coaches and admins): a new assignment built on a setup board. */
export function AssignmentAddPage() {
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/assignments" underline="hover" color="inherit">
          Assignments
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          Add Assignment
        </Typography>
      </Breadcrumbs>
      <PageTitle title="Add Assignment" />
      <AssignmentForm />
    </>
  );
}
