import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
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

/**
 * Where a coach follows a student: their report card, puzzle dashboard and corner. Each link's
 * name says whose it is ("Report card of Ivy Gambit").
 */
function progressLinks(student: Pick<StudentRow, 'username' | 'name'>) {
  const username = encodeURIComponent(student.username);
  return [
    { label: 'Report card', to: `/students/${username}/report` },
    { label: 'Dashboard', to: `/mypuzzles/dashboard?username=${username}` },
    { label: 'Student corner', to: `/studentCorner/${username}` },
  ].map((link) => ({ ...link, name: `${link.label} of ${student.name}` }));
}

function ProgressLinks({ row }: { row: StudentRow }) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', height: '100%' }}>
      {progressLinks(row).map((link) => (
        <Link
          key={link.to}
          component={RouterLink}
          to={link.to}
          aria-label={link.name}
          underline="hover"
        >
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}

/** A student's card links on a phone: the progress links, and for an admin Edit. */
function cardLinks(row: StudentRow, linkToUser: boolean) {
  return (
    <>
      {progressLinks(row).map((link) => (
        <Button
          key={link.to}
          size="small"
          component={RouterLink}
          to={link.to}
          aria-label={link.name}
        >
          {link.label}
        </Button>
      ))}
      {linkToUser && (
        <Button size="small" component={RouterLink} to={`/users/${row.id}`}>
          Edit
        </Button>
      )}
    </>
  );
}

/**
 * Students' columns; an admin's usernames open the user's form, a coach's are plain text. Every
 * row links to the student's progress pages.
 */
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
    {
      field: 'progress',
      headerName: 'Progress',
      width: 300,
      sortable: false,
      renderCell: ({ row }) => <ProgressLinks row={row} />,
    },
  ];
  return columns;
}

const SORTABLE = ['username', 'name', 'rating'] as const;

/** What an empty list says: to an admin about one coach, to an admin about everyone, to a coach. */
function noStudentsSentence(coachId: number | undefined, admin: boolean): string {
  if (coachId !== undefined && admin) {
    return 'This coach has no students yet. Choose the coach on a student’s user page.';
  }
  return admin
    ? 'No students yet. Users with the student role appear here.'
    : 'No students yet. Your students appear here once an admin makes you their coach.';
}

/**
 * Students, read-only: one coach's (`coachId`: any coach's for an admin, a coach's own), else
 * every student for an admin and a coach's own for a coach (the server decides,
 * docs/decisions/0026). Each row links to the student's report card, dashboard and corner.
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
          empty={noStudentsSentence(coachId, linkToUser)}
          rows={page.items}
          columns={columns}
          loading={students.isFetching}
          paging={list.paging(page.total)}
          disableVirtualization={disableVirtualization}
          toolbar={<UserSearchField {...list.searchBox} />}
          cardActions={(row) => cardLinks(row, linkToUser)}
        />
      )}
    </QueryState>
  );
}
