import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { ErrorAlert } from '@/components/error-alert';
import { assignmentsQueryOptions } from '@/features/assignments/api/get-assignments';
import { OWN_ASSIGNMENT_COLUMNS } from '@/features/assignments/components/assignment-columns';
import { usePaging } from '@/features/assignments/components/use-paging';

/** The caller's own assignments, incomplete or completed, a page at a time; rows open /assignment/{id}. */
export function OwnAssignmentsGrid({ completed, label }: { completed: boolean; label: string }) {
  const list = usePaging();
  const assignments = useQuery(assignmentsQueryOptions({ completed, ...list.params }));
  if (assignments.isError && !assignments.data) return <ErrorAlert error={assignments.error} />;
  return (
    <ServerGrid
      label={label}
      rows={assignments.data?.items ?? []}
      columns={OWN_ASSIGNMENT_COLUMNS}
      loading={assignments.isFetching}
      paging={list.paging(assignments.data?.total ?? 0)}
      height={420}
      cardActions={(row) => (
        <Button size="small" component={RouterLink} to={`/assignment/${row.id}`}>
          Open
        </Button>
      )}
    />
  );
}
