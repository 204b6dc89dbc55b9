import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { z } from 'zod';
import {
  AdminUserSaveSchema,
  REGISTER_FOR,
  USER_SORT_FIELDS,
  type AdminUser,
  type ClassTime,
  type CoachRow,
} from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { dateTimeColumn, flagColumn } from '@/components/editable-grid/grid-columns';
import { UserSearchField, useServerList } from '@/components/editable-grid/server-paging';
import { QueryState } from '@/components/query-state';
import {
  downloadUsersCsv,
  useClassTimeChoices,
  useCoachChoices,
  usersQueryOptions,
  useSaveUser,
} from '@/features/users/api/users-api';
import { RolesEditCell } from '@/features/users/components/roles-edit-cell';
import {
  classTimeText,
  coachText,
  REGISTER_FOR_LABELS,
} from '@/features/users/components/user-choices';
import { usernameColumn } from '@/features/users/components/username-column';

/**
 * A grid row's save: the shared contract without the username (renamed on the user's form only),
 * and the row's id for the address.
 */
const UserRowSaveSchema = AdminUserSaveSchema.omit({ username: true }).extend({
  id: z.number().int().positive(),
});

const NONE = { value: '', label: 'None' };
const unsorted = { sortable: false } as const;

/** The users grid's columns; the class time and coach choices come from the server. */
function userColumns(classTimes: readonly ClassTime[], coaches: readonly CoachRow[]) {
  const columns: GridColDef<AdminUser>[] = [
    usernameColumn(),
    { field: 'name', headerName: 'Name', width: 170, editable: true },
    { field: 'email', headerName: 'Email', width: 210, editable: true },
    { field: 'phoneNumber', headerName: 'Phone Number', width: 140, editable: true, ...unsorted },
    flagColumn<AdminUser>('disabled', 'Disabled', { width: 90, ...unsorted }),
    {
      field: 'roles',
      headerName: 'Roles',
      width: 170,
      editable: true,
      ...unsorted,
      valueFormatter: (value: AdminUser['roles']) => value.join(', '),
      renderEditCell: (params) => <RolesEditCell {...params} />,
    },
    { field: 'uscfid', headerName: 'USCF ID', width: 110, editable: true, ...unsorted },
    { field: 'chessDotComId', headerName: 'Chess.com ID', width: 130, editable: true, ...unsorted },
    { field: 'liChessId', headerName: 'Lichess ID', width: 120, editable: true, ...unsorted },
    { field: 'rating', headerName: 'Rating', type: 'number', width: 90, editable: true },
    { field: 'section', headerName: 'Section', width: 110, editable: true, ...unsorted },
    {
      field: 'classTimeId',
      headerName: 'Class Time',
      type: 'singleSelect',
      width: 170,
      editable: true,
      ...unsorted,
      valueOptions: [NONE, ...classTimes.map((c) => ({ value: c.id, label: c.label }))],
      valueGetter: (_value, row) => row.classTimeId ?? '',
      valueSetter: (value, row) => ({ ...row, classTimeId: value === '' ? null : Number(value) }),
      // A user without a class time shows the free text older accounts carry.
      valueFormatter: (_value, row) => classTimeText(row, classTimes),
    },
    {
      field: 'coachId',
      headerName: 'Coach',
      type: 'singleSelect',
      width: 160,
      editable: true,
      ...unsorted,
      valueOptions: [NONE, ...coaches.map((c) => ({ value: c.id, label: c.name }))],
      valueGetter: (_value, row) => row.coachId ?? '',
      valueSetter: (value, row) => ({ ...row, coachId: value === '' ? null : Number(value) }),
      valueFormatter: (_value, row) => coachText(row.coachId, coaches),
    },
    flagColumn<AdminUser>('unsubscribe', 'Unsubscribe', { width: 110, ...unsorted }),
    {
      field: 'registerFor',
      headerName: 'Register For',
      type: 'singleSelect',
      width: 140,
      editable: true,
      ...unsorted,
      valueOptions: [
        NONE,
        ...REGISTER_FOR.map((r) => ({ value: r, label: REGISTER_FOR_LABELS[r] })),
      ],
      valueGetter: (_value, row) => row.registerFor ?? '',
      valueSetter: (value, row) => ({ ...row, registerFor: value === '' ? null : value }),
    },
    dateTimeColumn<AdminUser>('createdDate', 'Created Date'),
  ];
  return columns;
}

/**
 * /users: every user, one page at a time from the server (search, sort and paging there, so the
 * grid stays fast with 20,000 users), edited in place; the username opens the user's form and
 * Export downloads every matching user from the server (docs/decisions/0027).
 */
export function UsersGrid({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const list = useServerList({
    sortable: USER_SORT_FIELDS,
    initialSort: { field: 'username', direction: 'asc' },
  });
  const users = useQuery(usersQueryOptions(list.params));
  const classTimes = useClassTimeChoices();
  const coaches = useCoachChoices();
  const columns = useMemo(() => userColumns(classTimes, coaches), [classTimes, coaches]);
  const save = useSaveUser();

  return (
    <QueryState query={users} label="Loading the users">
      {(page) => (
        <EditableGrid
          label="Users"
          empty="No users yet. Add one with Add User."
          rows={page.items}
          columns={columns}
          loading={users.isFetching}
          getRowLabel={(row) => row.username}
          required={['name', 'email']}
          saveSchema={UserRowSaveSchema}
          onSave={(input) => save.mutateAsync(input)}
          add={{ to: '/userAdd', label: 'Add User' }}
          onExport={() => downloadUsersCsv(list.params)}
          paging={list.paging(page.total)}
          toolbar={<UserSearchField {...list.searchBox} />}
          rowHref={(row) => `/users/${row.id}`}
          csvFileName="users"
          disableVirtualization={disableVirtualization}
        />
      )}
    </QueryState>
  );
}
