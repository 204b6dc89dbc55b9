import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';

/**
 * The Username column of the grids of people (users, coaches, students). With `link` (an admin's
 * grid) each username opens the user's form, /users/{id}; without it the username is plain text.
 */
export function usernameColumn<Row extends GridValidRowModel & { id: number; username: string }>(
  link = true,
): GridColDef<Row> {
  return {
    field: 'username',
    headerName: 'Username',
    width: 150,
    ...(link && {
      renderCell: ({ row }: { row: Row }) => (
        <Link component={RouterLink} to={`/users/${row.id}`} underline="hover">
          {row.username}
        </Link>
      ),
    }),
  };
}
