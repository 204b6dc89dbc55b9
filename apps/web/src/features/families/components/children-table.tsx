import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FAMILY_CHILDREN_MAX, type Child } from '@kingside/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { QueryState } from '@/components/query-state';
import { useChildren, useDeleteChild } from '@/features/families/api/children';
import { ChildDialog } from '@/features/families/components/child-dialog';
import { TableRegion } from '@/components/table-region';

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** The parent's children with Add, Edit and Remove (removing keeps past registrations). */
export function ChildrenTable() {
  const children = useChildren();
  const remove = useDeleteChild();
  const [editing, setEditing] = useState<Child | 'new' | null>(null);
  const [removing, setRemoving] = useState<Child | null>(null);
  const kids = children.data ?? [];
  const full = kids.length >= FAMILY_CHILDREN_MAX;

  return (
    <Stack spacing={2}>
      {remove.isError && <ErrorAlert error={remove.error} />}
      <QueryState
        query={children}
        label="Loading the children"
        empty="No children yet. Add your children to pick them on the after-school and camp forms."
      >
        {(list) => (
          <TableRegion label="Children table">
            <Table size="small" aria-label="Children">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Grade</TableCell>
                  <TableCell>School</TableCell>
                  <TableCell>USCF ID</TableCell>
                  <TableCell align="right">Rating</TableCell>
                  <TableCell>Chess.com</TableCell>
                  <TableCell>Lichess</TableCell>
                  <TableCell>
                    <span className="visually-hidden">Actions</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((child) => (
                  <TableRow key={child.id}>
                    <TableCell component="th" scope="row">
                      {child.name}
                    </TableCell>
                    <TableCell>{dash(child.grade)}</TableCell>
                    <TableCell>{dash(child.school)}</TableCell>
                    <TableCell>{dash(child.uscfId)}</TableCell>
                    <TableCell align="right">{child.rating || '—'}</TableCell>
                    <TableCell>{dash(child.chessDotComId)}</TableCell>
                    <TableCell>{dash(child.liChessId)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        aria-label={`Edit ${child.name}`}
                        onClick={() => setEditing(child)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Remove ${child.name}`}
                        onClick={() => setRemoving(child)}
                      >
                        Remove
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
        )}
      </QueryState>
      <div>
        <Button
          variant="contained"
          disabled={!children.isSuccess || full}
          onClick={() => setEditing('new')}
        >
          Add a child
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            A family can hold at most {FAMILY_CHILDREN_MAX} children.
          </Typography>
        )}
      </div>
      {editing && (
        <ChildDialog
          child={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        question={`Are you sure you want to delete ${removing?.name ?? ''}?`}
        pending={remove.isPending}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={() => remove.mutate(removing!.id, { onSettled: () => setRemoving(null) })}
      />
    </Stack>
  );
}
