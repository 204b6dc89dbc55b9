import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import type { AssignmentStudent } from '@kingside/shared';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { SearchField } from '@/components/editable-grid/server-paging';
import { QueryState } from '@/components/query-state';
import {
  assignmentStudentsQueryOptions,
  type StudentsKind,
} from '@/features/assignments/api/assignment-students';
import { useSearchPaging } from '@/features/assignments/components/use-paging';

const COLUMNS: GridColDef<AssignmentStudent>[] = [
  { field: 'name', headerName: 'Name', sortable: false, width: 180 },
  { field: 'username', headerName: 'Username', sortable: false, width: 140 },
  { field: 'classTime', headerName: 'Class Time', sortable: false, width: 170 },
  { field: 'rating', headerName: 'Rating', type: 'number', sortable: false, width: 90 },
  { field: 'section', headerName: 'Section', sortable: false, width: 110 },
];

const NONE: ReadonlySet<number> = new Set();

/**
 * One grid of /assignmentAssign: students (a page at a time, searched by name) with checkboxes,
 * and Move, which stays off until a student is ticked. `onMove` resolves once the students have
 * moved; the ticks are then cleared.
 */
export function StudentsMoveGrid({
  assignmentIds,
  kind,
  title,
  moveLabel,
  pending,
  onMove,
}: {
  assignmentIds: readonly number[];
  kind: StudentsKind;
  /** The grid's heading, e.g. "Unassigned Students". */
  title: string;
  /** Move's accessible name: where the ticked students go. */
  moveLabel: string;
  pending: boolean;
  onMove: (userIds: number[]) => Promise<unknown>;
}) {
  const list = useSearchPaging();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(NONE);
  const students = useQuery(assignmentStudentsQueryOptions(assignmentIds, kind, list.params));
  const headingId = `students-${kind}`;

  const move = () =>
    void onMove([...ticked].sort((a, b) => a - b)).then(
      () => setTicked(NONE),
      () => {},
    );

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      spacing={1}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <Typography component="h2" variant="h6" id={headingId}>
        {title}
      </Typography>
      <QueryState query={students} label={`Loading ${title}`}>
        {(page) => (
          <ServerGrid
            label={title}
            empty={
              kind === 'assignedUsers'
                ? 'No student has these assignments yet. Tick students under Unassigned Students and press Move.'
                : 'Every student has these assignments. Tick students under Assigned Students and press Move to take them back.'
            }
            rows={page.items}
            columns={COLUMNS}
            loading={students.isFetching}
            paging={list.paging(page.total)}
            height={520}
            selection={{
              ids: ticked,
              onChange: setTicked,
              rowLabel: (row) => `${row.name} (${row.username})`,
            }}
            toolbar={
              <>
                <SearchField label="Search students" {...list.searchBox} />
                <Button
                  variant="contained"
                  aria-label={moveLabel}
                  disabled={ticked.size === 0}
                  loading={pending}
                  onClick={move}
                >
                  Move
                </Button>
              </>
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
