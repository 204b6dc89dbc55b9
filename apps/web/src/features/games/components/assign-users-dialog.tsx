import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AssignResult } from '@kingside/shared';
import { AssignUsersForm } from '@/features/games/components/assign-users-form';

/** What is being assigned: the ticked games, or every game directly in the directory. */
export function assignedGamesText(gameIds: readonly number[], dirPath: string): string {
  if (gameIds.length === 0) return `Every game in ${dirPath}.`;
  return gameIds.length === 1 ? 'The ticked game.' : `The ${gameIds.length} ticked games.`;
}

/** The games page's Assign Users dialog: the same form as /gameAssign. */
export function AssignUsersDialog({
  gameIds,
  dirPath,
  onClose,
  onAssigned,
}: {
  gameIds: readonly number[];
  dirPath: string;
  onClose: () => void;
  onAssigned: (result: AssignResult) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Assign Users</DialogTitle>
      <DialogContent>
        <DialogContentText>{assignedGamesText(gameIds, dirPath)}</DialogContentText>
        <AssignUsersForm
          gameIds={gameIds}
          dirPath={dirPath}
          onAssigned={onAssigned}
          cancel={<Button onClick={onClose}>Cancel</Button>}
        />
      </DialogContent>
    </Dialog>
  );
}
