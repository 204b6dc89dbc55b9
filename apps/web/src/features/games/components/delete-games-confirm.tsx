import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ASSIGNED_GAMES_CODE, MESSAGES, type GamesDeleteRequest } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { useDeleteGames } from '@/features/games/api/delete-games';
import { ApiError } from '@/lib/api-client';

/** The server's refusal to delete games that assignments use, naming how many; else null. */
function assignedMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && error.code === ASSIGNED_GAMES_CODE
    ? error.message
    : null;
}

type Props = {
  ids: readonly number[];
  /** What the games are called in the question, e.g. "2 games". */
  label: string;
  onDeleted: (message: string) => void;
  onClose: () => void;
};

/**
 * Asks before deleting games (titled Confirm, No focused, Yes). When students have them as
 * assignments the server refuses, saying how many; the question becomes that message and
 * "Delete anyway" deletes the games with their assignments.
 */
function useDeleteConfirm({ ids, label, onDeleted }: Props) {
  const remove = useDeleteGames();
  const assigned = assignedMessage(remove.error);
  const send = (force: boolean) => {
    const body: GamesDeleteRequest = force ? { ids: [...ids], force } : { ids: [...ids] };
    remove.mutate(body, { onSuccess: (result) => onDeleted(result.message) });
  };
  return {
    question: assigned ?? MESSAGES.confirmDelete(label),
    failure: remove.isError && !assigned ? remove.error : null,
    pending: remove.isPending,
    confirmLabel: assigned ? 'Delete anyway' : 'Yes',
    confirm: () => send(assigned !== null),
    reset: () => remove.reset(),
  };
}

function Actions({
  flow,
  onClose,
}: {
  flow: ReturnType<typeof useDeleteConfirm>;
  onClose: () => void;
}): ReactNode {
  return (
    <>
      <Button
        onClick={() => {
          flow.reset();
          onClose();
        }}
        disabled={flow.pending}
        autoFocus
      >
        No
      </Button>
      <Button onClick={flow.confirm} loading={flow.pending} color="error" variant="contained">
        {flow.confirmLabel}
      </Button>
    </>
  );
}

/** The delete confirmation as a dialog (the games page's Delete Games). */
export function DeleteGamesDialog({ open, ...props }: Props & { open: boolean }) {
  const id = useId();
  const flow = useDeleteConfirm(props);
  return (
    <Dialog
      open={open}
      onClose={flow.pending ? undefined : props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>Confirm</DialogTitle>
      <DialogContent>
        {flow.failure && <ErrorAlert error={flow.failure} sx={{ mb: 1 }} />}
        <DialogContentText id={`${id}-text`}>{flow.question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Actions flow={flow} onClose={props.onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** The same confirmation on a page of its own (/gameDelete). */
export function DeleteGamesPanel(props: Props) {
  const id = useId();
  const flow = useDeleteConfirm(props);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2, maxWidth: 560 }}
    >
      <Typography component="h2" variant="h6" id={`${id}-title`}>
        Confirm
      </Typography>
      {flow.failure && <ErrorAlert error={flow.failure} sx={{ my: 1 }} />}
      <Typography sx={{ my: 1 }}>{flow.question}</Typography>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Actions flow={flow} onClose={props.onClose} />
      </Stack>
    </Paper>
  );
}
