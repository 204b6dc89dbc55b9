import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { z } from 'zod';
import { MyGamesUploadRequestSchema, type MyGamesUploadResponseSchema } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PgnTextField } from '@/components/pgn-text-field';
import { useUploadMyGames } from '@/features/mygames/api/upload-my-games';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

/** Upload PGN: one or many games, chosen as a file or pasted, join the member's games. */
export function UploadPgnDialog({
  onClose,
  onUploaded,
}: {
  onClose: () => void;
  onUploaded: (result: z.output<typeof MyGamesUploadResponseSchema>) => void;
}) {
  const upload = useUploadMyGames();
  const form = useZodForm(MyGamesUploadRequestSchema, { defaultValues: { pgn: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      onUploaded(await upload.mutateAsync(body));
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['pgn']);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="upload-pgn-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="upload-pgn-title">Upload PGN</DialogTitle>
        <DialogContent>
          {upload.isError && <ErrorAlert error={upload.error} sx={{ mb: 1 }} />}
          <PgnTextField
            control={form.control}
            name="pgn"
            helperText="Paste one or more games, or choose a file."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={upload.isPending}>
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
