import { useEffect, useRef } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { GridRenderEditCellParams } from '@mui/x-data-grid';
import { ROLES, type Role } from '@kingside/shared';

/** The grid's editor of a user's roles: a multiple select of every role. */
export function RolesEditCell({ id, field, value, hasFocus, api }: GridRenderEditCellParams) {
  const input = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hasFocus) input.current?.focus();
  }, [hasFocus]);
  const roles = Array.isArray(value) ? (value as Role[]) : [];
  return (
    <Select<Role[]>
      multiple
      size="small"
      value={roles}
      inputRef={input}
      inputProps={{ 'aria-label': 'Roles' }}
      renderValue={(selected) => selected.join(', ')}
      onChange={(event) => {
        const next = event.target.value;
        void api.setEditCellValue(
          { id, field, value: typeof next === 'string' ? next.split(',') : next },
          event,
        );
      }}
      sx={{ width: '100%' }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </Select>
  );
}
