import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDate, type AssignmentSummary } from '@kingside/shared';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { SearchField } from '@/components/editable-grid/server-paging';
import { QueryState } from '@/components/query-state';
import { manageAssignmentsQueryOptions } from '@/features/assignments/api/get-manage-assignments';
import { useSearchPaging } from '@/features/assignments/components/use-paging';

const COLUMNS: GridColDef<AssignmentSummary>[] = [
  {
    field: 'name',
    headerName: 'Name',
    sortable: false,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/assignment/${row.id}`} underline="hover">
        {row.name}
      </Link>
    ),
  },
  { field: 'gameType', headerName: 'Type', sortable: false, width: 100 },
  { field: 'dirPath', headerName: 'Directory', sortable: false, width: 160 },
  { field: 'assignedCount', headerName: 'Students', type: 'number', sortable: false, width: 100 },
  {
    field: 'completedCount',
    headerName: 'Completed',
    type: 'number',
    sortable: false,
    width: 110,
  },
  {
    field: 'createdDate',
    headerName: 'Created Date',
    sortable: false,
    width: 140,
    valueFormatter: (value: string) => formatDate(value),
  },
];

const NONE: ReadonlySet<number> = new Set();

/**
 * Every assignment, for coaches and admins: tick some and Assign opens /assignmentAssign/{ids};
 * Add Assignment, Report and Progress open their screens.
 */
export function ManageAssignments() {
  const navigate = useNavigate();
  const list = useSearchPaging();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(NONE);
  const assignments = useQuery(manageAssignmentsQueryOptions(list.params));
  const ids = [...ticked].sort((a, b) => a - b);

  return (
    <>
      <QueryState query={assignments} label="Loading the assignments">
        {(page) => (
          <ServerGrid
            label="Manage assignments"
            empty="No assignments yet. Make one with Add Assignment."
            rows={page.items}
            columns={COLUMNS}
            loading={assignments.isFetching}
            paging={list.paging(page.total)}
            height={520}
            selection={{ ids: ticked, onChange: setTicked, rowLabel: (row) => row.name }}
            toolbar={
              <>
                <SearchField label="Search assignments" {...list.searchBox} />
                <Button
                  variant="contained"
                  disabled={ids.length === 0}
                  onClick={() => void navigate(`/assignmentAssign/${ids.join(',')}`)}
                >
                  Assign
                </Button>
                <Button variant="outlined" component={RouterLink} to="/assignmentAdd">
                  Add Assignment
                </Button>
                <Button variant="outlined" component={RouterLink} to="/assignmentsReport">
                  Report
                </Button>
                <Button variant="outlined" component={RouterLink} to="/assignmentsProgress">
                  Progress
                </Button>
              </>
            }
            cardActions={(row) => (
              <Button size="small" component={RouterLink} to={`/assignment/${row.id}`}>
                Open
              </Button>
            )}
          />
        )}
      </QueryState>
    </>
  );
}
