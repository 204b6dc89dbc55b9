import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime, type OnlineUser } from '@kingside/shared';

/**
 * The columns of spec 2 §3's "Online user" (username, name, class time, last login), for every
 * grid that lists one: the admins' who-is-online and the members on live play.
 */
export function onlineUserColumns<Row extends OnlineUser & GridValidRowModel>(): GridColDef<Row>[] {
  return [
    {
      field: 'username',
      headerName: 'Username',
      width: 150,
      sortable: false,
      valueGetter: (_value, row) => row.user.username,
    },
    {
      field: 'name',
      headerName: 'Name',
      width: 180,
      sortable: false,
      valueGetter: (_value, row) => row.user.name,
    },
    {
      field: 'classTime',
      headerName: 'Class Time',
      width: 160,
      sortable: false,
      valueGetter: (_value, row) => row.user.classTime ?? '',
    },
    {
      field: 'lastLoginDate',
      headerName: 'Last Login Date',
      width: 190,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value),
    },
  ];
}
