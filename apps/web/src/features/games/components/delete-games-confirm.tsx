import { useId } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ASSIGNED_GAMES_CODE, MESSAGES, type GamesDeleteRequest } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { useDeleteGames } from '@/features/games/api/delete-games';
import { ApiError, getErrorMessage } from '@/lib/api-client';

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
 * Asks before deleting games (No or Yes). When students have them as
 * assignments the server refuses, saying how many; the question becomes that message and
 * "Delete anyway" deletes the games with their assignments. Any other failure reads "Unable to
 * delete: " and the error (spec 1 section 8).
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
    failure:
      remove.isError && !assigned ? MESSAGES.deleteFailed + getErrorMessage(remove.error) : null,
    pending: remove.isPending,
    confirmLabel: assigned ? 'Delete anyway' : 'Yes',
    confirm: () => send(assigned !== null),
    reset: () => remove.reset(),
  };
}

/**
 * The delete confirmation of /gameDelete, a region titled Confirm under the ticked games: the
 * question, No (back to the directory) and Yes. It takes no focus: it appears as games are ticked.
 */
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
      {flow.failure && <ErrorAlert messages={[flow.failure]} sx={{ my: 1 }} />}
      <Typography sx={{ my: 1 }}>{flow.question}</Typography>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button
          onClick={() => {
            flow.reset();
            props.onClose();
          }}
          disabled={flow.pending}
        >
          No
        </Button>
        <Button onClick={flow.confirm} loading={flow.pending} color="error" variant="contained">
          {flow.confirmLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
