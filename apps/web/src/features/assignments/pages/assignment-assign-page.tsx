import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AssignmentIdsParamsSchema } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { DATE_FIELD } from '@/components/form-text-field';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { PageTitle } from '@/components/page-title';
import { SuccessAlert } from '@/components/success-alert';
import { assignmentQueryOptions } from '@/features/assignments/api/get-assignment';
import {
  useAssignStudents,
  useUnassignStudents,
} from '@/features/assignments/api/assignment-students';
import { StudentsMoveGrid } from '@/features/assignments/components/students-move-grid';

/** Said when the address's ids are not a list of assignment ids. */
const BAD_IDS = 'Give assignment ids, comma-separated.';

/** How many of the assignments are named above the grids; more are counted. */
const NAMES_SHOWN = 10;

/** The names of the assignments being assigned, as far as they have loaded. */
function AssignmentNames({ ids }: { ids: readonly number[] }) {
  const details = useQueries({
    queries: ids.slice(0, NAMES_SHOWN).map((id) => assignmentQueryOptions(id)),
  });
  const names = details.flatMap((detail) => (detail.data ? [detail.data.name] : []));
  const more = ids.length - NAMES_SHOWN;
  return (
    <Typography sx={{ mb: 2 }}>
      {ids.length === 1 ? 'Assignment' : `${ids.length} assignments`}
      {names.length > 0 && `: ${names.join(', ')}`}
      {more > 0 && ` and ${more} more`}
    </Typography>
  );
}

/** The students grids of valid ids, with the due date new copies get. */
function AssignStudents({ ids }: { ids: number[] }) {
  const assign = useAssignStudents();
  const unassign = useUnassignStudents();
  const [dueDate, setDueDate] = useState('');
  const [classTimes, setClassTimes] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const failed = assign.error ?? unassign.error;

  const moved = async (send: () => Promise<{ message: string }>) => {
    setMessage(null);
    const result = await send();
    setMessage(result.message);
  };

  return (
    <>
      <AssignmentNames ids={ids} />
      <TextField
        {...DATE_FIELD}
        label="Due date"
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
        helperText="Optional: the day students moved to Assigned Students should finish by."
        sx={{ mb: 2, minWidth: 220 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField
          label="Class times"
          value={classTimes}
          onChange={(event) => setClassTimes(event.target.value)}
          helperText="Comma-separated, e.g. Saturday 10:00 AM: everyone in them is assigned."
          sx={{ minWidth: 320 }}
        />
        <Button
          variant="outlined"
          disabled={classTimes.trim() === '' || assign.isPending}
          onClick={() =>
            void moved(() => {
              unassign.reset();
              return assign.mutateAsync({
                assignmentIds: ids,
                classTimes,
                dueDate: dueDate || null,
              });
            })
              .then(() => setClassTimes(''))
              // The failure shows in the alert below (assign.error).
              .catch(() => undefined)
          }
          sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
        >
          Assign Class Times
        </Button>
      </Stack>
      <SuccessAlert message={message} onClose={() => setMessage(null)} />
      {failed && <ErrorAlert error={failed} sx={{ mb: 1 }} />}
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={3}>
        <StudentsMoveGrid
          assignmentIds={ids}
          kind="unassignedUsers"
          title="Unassigned Students"
          moveLabel="Move to Assigned Students"
          pending={assign.isPending}
          onMove={(userIds) =>
            moved(() => {
              unassign.reset();
              return assign.mutateAsync({ assignmentIds: ids, userIds, dueDate: dueDate || null });
            })
          }
        />
        <StudentsMoveGrid
          assignmentIds={ids}
          kind="assignedUsers"
          title="Assigned Students"
          moveLabel="Move to Unassigned Students"
          pending={unassign.isPending}
          onMove={(userIds) =>
            moved(() => {
              assign.reset();
              return unassign.mutateAsync({ assignmentIds: ids, userIds });
            })
          }
        />
      </Stack>
    </>
  );
}

/**
 * /assignmentAssign/{ids} (coaches and admins): students who lack the assignments and students who
 * have them all; Move gives or takes them (assigning twice adds nothing; completed work is kept).
 */
export function AssignmentAssignPage() {
  const parsed = AssignmentIdsParamsSchema.safeParse({ id: useParams().assignmentIds ?? '' });
  return (
    <>
      <PageBreadcrumbs links={[{ label: 'Assignments', to: '/assignments' }]} current="Assign" />
      <PageTitle title="Assign Students" />
      {parsed.success ? (
        <AssignStudents key={parsed.data.id.join(',')} ids={parsed.data.id} />
      ) : (
        <ErrorAlert messages={[BAD_IDS]} />
      )}
    </>
  );
}
