import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FAMILY_CHILDREN_MAX, type Child } from '@kingside/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { QueryState } from '@/components/query-state';
import { SimpleTable } from '@/components/simple-table';
import { useChildren, useDeleteChild } from '@/features/families/api/children';
import { ChildDialog } from '@/features/families/components/child-dialog';
import { PHONE_QUERY } from '@/components/editable-grid/grid-layout';
import { useMediaQuery } from '@/lib/use-media-query';

const COLUMNS = [
  'Name',
  'Grade',
  'School',
  'USCF ID',
  { label: 'Rating', align: 'right' },
  'Chess.com',
  'Lichess',
  { label: <span className="visually-hidden">Actions</span> },
] as const;

const NO_CHILDREN =
  'No children yet. Add each with Add a child, then pick them on the after-school and camp forms.';

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

/** A child's details as a phone card lists them: only those filled in. */
function details(child: Child): [string, string | number][] {
  const all: [string, string | number | null][] = [
    ['Grade', child.grade],
    ['School', child.school],
    ['USCF ID', child.uscfId],
    ['Rating', child.rating || null],
    ['Chess.com', child.chessDotComId],
    ['Lichess', child.liChessId],
  ];
  return all.filter(
    (pair): pair is [string, string | number] => pair[1] !== null && pair[1] !== '',
  );
}

/**
 * The parent's children with Add, Edit and Remove (removing keeps past registrations): a table at a
 * desk, a card a child on a phone.
 */
export function ChildrenTable() {
  const children = useChildren();
  const remove = useDeleteChild();
  const [editing, setEditing] = useState<Child | 'new' | null>(null);
  const [removing, setRemoving] = useState<Child | null>(null);
  const kids = children.data ?? [];
  const full = kids.length >= FAMILY_CHILDREN_MAX;
  const phone = useMediaQuery(PHONE_QUERY);

  const actions = (child: Child) => (
    <>
      <Button size="small" aria-label={`Edit ${child.name}`} onClick={() => setEditing(child)}>
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
    </>
  );

  return (
    <Stack spacing={2}>
      {remove.isError && <ErrorAlert error={remove.error} />}
      <QueryState query={children} label="Loading the children" empty={NO_CHILDREN}>
        {(list) =>
          phone ? (
            // On a phone each child is a card with its filled details and its buttons in reach.
            <ul className="plain-list stack" aria-label="Children">
              {list.map((child) => (
                <li key={child.id}>
                  <Paper variant="outlined" sx={{ p: 2 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {child.name}
                    </Typography>
                    <dl className="facts">
                      {details(child).map(([label, value]) => (
                        <div key={label}>
                          <dt>{label}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                    </dl>
                    {actions(child)}
                  </Paper>
                </li>
              ))}
            </ul>
          ) : (
            <SimpleTable label="Children" columns={COLUMNS} empty={NO_CHILDREN}>
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
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(child)}</TableCell>
                </TableRow>
              ))}
            </SimpleTable>
          )
        }
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
