import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { z } from 'zod';
import { MyGamesUploadRequestSchema, type MyGamesUploadResponseSchema } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
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

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    form.setValue('pgn', await file.text(), { shouldValidate: true });
  };

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
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Choose PGN file
            <input
              type="file"
              accept=".pgn,application/x-chess-pgn,text/plain"
              hidden
              onChange={(event) => void chooseFile(event)}
            />
          </Button>
          <FormTextField
            control={form.control}
            name="pgn"
            label="PGN"
            multiline
            minRows={8}
            maxRows={16}
            required
            helperText="Paste one or more games, or choose a file."
            slotProps={{ htmlInput: { spellCheck: false } }}
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
