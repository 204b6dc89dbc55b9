import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import type { CoachRow } from '@kingside/shared';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { UserSearchField, useServerList } from '@/components/editable-grid/server-paging';
import { QueryState } from '@/components/query-state';
import { coachesQueryOptions } from '@/features/users/api/users-api';
import { usernameColumn } from '@/features/users/components/username-column';

const columns: GridColDef<CoachRow>[] = [
  usernameColumn(),
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'phoneNumber', headerName: 'Phone Number', width: 140, sortable: false },
  {
    field: 'students',
    headerName: 'Students',
    type: 'number',
    width: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={`/myStudents/${row.id}`}
        underline="hover"
        aria-label={`Students of ${row.name}`}
      >
        {row.students}
      </Link>
    ),
  },
];

const SORTABLE = ['username', 'name', 'email'] as const;

/** /mycoaches: the coaches, each linking to their user form and their students. */
export function CoachesGrid({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const list = useServerList({
    sortable: SORTABLE,
    initialSort: { field: 'name', direction: 'asc' },
  });
  const coaches = useQuery(coachesQueryOptions(list.params));
  return (
    <QueryState query={coaches} label="Loading the coaches">
      {(page) => (
        <ServerGrid
          label="Coaches"
          empty="No coaches yet. Give a user the coach role on their user page, or add one with Add User."
          rows={page.items}
          columns={columns}
          loading={coaches.isFetching}
          paging={list.paging(page.total)}
          disableVirtualization={disableVirtualization}
          toolbar={
            <>
              <Button variant="contained" component={RouterLink} to="/userAdd/">
                Add User
              </Button>
              <UserSearchField {...list.searchBox} />
            </>
          }
          cardActions={(row) => (
            <>
              <Button size="small" component={RouterLink} to={`/users/${row.id}`}>
                Edit
              </Button>
              <Button size="small" component={RouterLink} to={`/myStudents/${row.id}`}>
                Students
              </Button>
            </>
          )}
        />
      )}
    </QueryState>
  );
}
