import { useMemo } from 'react';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { QueryState } from '@/components/query-state';
import { assignmentsQueryOptions } from '@/features/assignments/api/get-assignments';
import {
  REPORT_COLUMNS,
  type ReportRow,
} from '@/features/assignments/components/assignment-columns';
import { usePaging } from '@/features/assignments/components/use-paging';

/** The report's rows: each student of the class time with each assignment, completed or not. */
export function ReportGrid({ classTime, completed }: { classTime: string; completed: boolean }) {
  const list = usePaging();
  const rows = useQuery(
    assignmentsQueryOptions({ userClassTime: classTime, completed, ...list.params }),
  );
  // A row is a student's copy: the assignment's id repeats, so rows are numbered through the list.
  const items = useMemo<ReportRow[]>(() => {
    const first = (rows.data?.page ?? 0) * (rows.data?.size ?? 0);
    return (rows.data?.items ?? []).map((row, index) => ({
      ...row,
      id: first + index + 1,
      assignmentId: row.id,
    }));
  }, [rows.data]);
  return (
    <QueryState query={rows} label="Loading the assignments">
      {(page) => (
        <ServerGrid
          label={`${completed ? 'Completed' : 'Incomplete'} assignments of ${classTime}`}
          rows={items}
          empty={`No ${completed ? 'completed' : 'incomplete'} assignments for ${classTime}. Tick or untick Completed and press Go to see the others.`}
          columns={REPORT_COLUMNS}
          loading={rows.isFetching}
          paging={list.paging(page.total)}
          cardActions={(row) => (
            <Button size="small" component={RouterLink} to={`/assignment/${row.assignmentId}`}>
              Open
            </Button>
          )}
        />
      )}
    </QueryState>
  );
}
