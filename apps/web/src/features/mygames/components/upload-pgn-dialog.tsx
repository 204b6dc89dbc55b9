import type { z } from 'zod';
import { MyGamesUploadRequestSchema, type MyGamesUploadResponseSchema } from '@kingside/shared';
import { FormDialog } from '@/components/form-dialog';
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
    <FormDialog
      title="Upload PGN"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Upload"
      pending={upload.isPending}
      error={upload.error}
      width="md"
    >
      <PgnTextField
        control={form.control}
        name="pgn"
        helperText="Paste one or more games, or choose a file."
      />
    </FormDialog>
  );
}
