import { useMemo } from 'react';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { ClassTime, StudentRow } from '@kingside/shared';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { UserSearchField, useServerList } from '@/components/editable-grid/server-paging';
import { QueryState } from '@/components/query-state';
import { studentsQueryOptions, useClassTimeChoices } from '@/features/users/api/users-api';
import { classTimeText } from '@/features/users/components/user-choices';
import { usernameColumn } from '@/features/users/components/username-column';

/** Students' columns; an admin's usernames open the user's form, a coach's are plain text. */
function studentColumns(classTimes: readonly ClassTime[], linkToUser: boolean) {
  const columns: GridColDef<StudentRow>[] = [
    usernameColumn(linkToUser),
    { field: 'name', headerName: 'Name', width: 180 },
    {
      field: 'classTime',
      headerName: 'Class Time',
      width: 170,
      sortable: false,
      valueGetter: (_value, row) => classTimeText(row, classTimes),
    },
    { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
    { field: 'section', headerName: 'Section', width: 110, sortable: false },
  ];
  return columns;
}

const SORTABLE = ['username', 'name', 'rating'] as const;

/**
 * Students, read-only: one coach's (`coachId`, admin), else every student for an admin and a
 * coach's own for a coach (the server decides, docs/decisions/0026).
 */
export function StudentsGrid({
  coachId,
  linkToUser,
  disableVirtualization,
}: {
  coachId?: number;
  /** Whether usernames open /users/{id} (admins). */
  linkToUser: boolean;
  disableVirtualization?: boolean;
}) {
  const list = useServerList({
    sortable: SORTABLE,
    initialSort: { field: 'name', direction: 'asc' },
  });
  const students = useQuery(studentsQueryOptions(coachId, list.params));
  const classTimes = useClassTimeChoices();
  const columns = useMemo(() => studentColumns(classTimes, linkToUser), [classTimes, linkToUser]);
  return (
    <QueryState query={students} label="Loading the students">
      {(page) => (
        <ServerGrid
          label="Students"
          rows={page.items}
          columns={columns}
          loading={students.isFetching}
          paging={list.paging(page.total)}
          disableVirtualization={disableVirtualization}
          toolbar={<UserSearchField {...list.searchBox} />}
          cardActions={
            linkToUser
              ? (row) => (
                  <Button size="small" component={RouterLink} to={`/users/${row.id}`}>
                    Edit
                  </Button>
                )
              : undefined
          }
        />
      )}
    </QueryState>
  );
}
