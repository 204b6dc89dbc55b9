import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isCoachOrAdmin } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { ManageAssignments } from '@/features/assignments/components/manage-assignments';
import { OwnAssignmentsGrid } from '@/features/assignments/components/own-assignments-grid';
import { useSession } from '@/lib/session';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `assignments-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Stack component="section" aria-labelledby={id} spacing={1} sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6" id={id}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * /assignments (club members): the caller's incomplete and completed assignments; coaches and
 * admins also manage every assignment (tick, Assign, Add, Report, Progress).
 */
export function AssignmentsPage() {
  const manager = isCoachOrAdmin(useSession()?.roles);
  return (
    <>
      <PageTitle title="Assignments" />
      {manager ? (
        <Section title="Manage assignments">
          <ManageAssignments />
        </Section>
      ) : (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/assignmentsProgress">
            My progress
          </Link>
        </Typography>
      )}
      <Section title="Incomplete">
        <OwnAssignmentsGrid completed={false} label="Incomplete assignments" />
      </Section>
      <Section title="Completed">
        <OwnAssignmentsGrid completed label="Completed assignments" />
      </Section>
    </>
  );
}
