import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { QueryState } from '@/components/query-state';
import { assignmentsQueryOptions } from '@/features/assignments/api/get-assignments';
import { OWN_ASSIGNMENT_COLUMNS } from '@/features/assignments/components/assignment-columns';
import { usePaging } from '@/features/assignments/components/use-paging';

/** The caller's own assignments, incomplete or completed, a page at a time; rows open /assignment/{id}. */
export function OwnAssignmentsGrid({ completed, label }: { completed: boolean; label: string }) {
  const list = usePaging();
  const assignments = useQuery(assignmentsQueryOptions({ completed, ...list.params }));
  return (
    <QueryState query={assignments} label="Loading the assignments">
      {(page) => (
        <ServerGrid
          label={label}
          empty={
            completed
              ? 'No completed assignments yet. An assignment moves here once you finish it.'
              : 'No assignments to do. Your coach’s new assignments appear here.'
          }
          rows={page.items}
          columns={OWN_ASSIGNMENT_COLUMNS}
          loading={assignments.isFetching}
          paging={list.paging(page.total)}
          height={420}
          cardActions={(row) => (
            <Button size="small" component={RouterLink} to={`/assignment/${row.id}`}>
              Open
            </Button>
          )}
        />
      )}
    </QueryState>
  );
}
