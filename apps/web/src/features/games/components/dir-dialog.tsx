import { useState, type FormEvent } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@kingside/shared';
import { FormDialog } from '@/components/form-dialog';
import { NATIVE_SELECT, SelectOptions } from '@/components/native-select';
import { useCreateDir } from '@/features/games/api/create-dir';
import { useMoveDir } from '@/features/games/api/move-dir';
import { baseName, isWithin, joinPath, parentOf } from '@/features/games/components/dir-paths';

/** What the dialog does to the selected directory. */
export type DirAction = 'create' | 'rename' | 'move';

const TITLES: Record<DirAction, string> = {
  create: 'New Directory',
  rename: 'Rename Directory',
  move: 'Move Directory',
};

/** A directory name is one path segment. */
function nameProblem(name: string): string | null {
  if (!name.trim()) return MESSAGES.pleaseEnterRequired;
  if (name.includes('/')) return 'A directory name cannot contain /.';
  return null;
}

/**
 * Creates a directory inside `dir`, renames `dir`, or moves it (with every game below it) into
 * another directory. Calls `onDone` with the directory to show afterwards.
 */
export function DirDialog({
  action,
  dir,
  allPaths,
  onClose,
  onDone,
}: {
  action: DirAction;
  /** The selected directory: the parent of a new one, or the one renamed or moved. */
  dir: string;
  /** Every directory, for the move targets. */
  allPaths: readonly string[];
  onClose: () => void;
  onDone: (path: string) => void;
}) {
  const create = useCreateDir();
  const move = useMoveDir();
  const [name, setName] = useState(action === 'rename' ? baseName(dir) : '');
  const [target, setTarget] = useState(parentOf(dir));
  const [problem, setProblem] = useState<string | null>(null);
  const pending = create.isPending || move.isPending;
  const error = create.error ?? move.error;
  const targets = allPaths.filter((p) => !isWithin(p, dir) && p !== parentOf(dir));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'move') {
      if (target === parentOf(dir)) return setProblem('Choose another directory.');
      const to = joinPath(target, baseName(dir));
      return move.mutate({ from: dir, to }, { onSuccess: () => onDone(to) });
    }
    const checked = nameProblem(name);
    if (checked) return setProblem(checked);
    if (action === 'create') {
      const path = joinPath(dir, name.trim());
      return create.mutate({ path }, { onSuccess: () => onDone(path) });
    }
    const to = joinPath(parentOf(dir), name.trim());
    move.mutate({ from: dir, to }, { onSuccess: () => onDone(to) });
  };

  return (
    <FormDialog
      title={TITLES[action]}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={action === 'create' ? 'Create' : action === 'rename' ? 'Rename' : 'Move'}
      pending={pending}
      holdWhilePending
      error={error}
    >
      <DialogContentText>
        {action === 'create'
          ? `A new directory inside ${dir}.`
          : `${dir} and every game below it will move.`}
      </DialogContentText>
      {action === 'move' ? (
        <TextField
          {...NATIVE_SELECT}
          label="Move to"
          value={target}
          onChange={(event) => {
            setTarget(event.target.value);
            setProblem(null);
          }}
          error={!!problem}
          helperText={problem}
          fullWidth
          margin="normal"
        >
          <option value={parentOf(dir)}>{parentOf(dir)} (where it is now)</option>
          <SelectOptions values={targets} />
        </TextField>
      ) : (
        <TextField
          label="Directory name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          error={!!problem}
          helperText={problem}
          required
          autoFocus
          fullWidth
          margin="normal"
        />
      )}
    </FormDialog>
  );
}
