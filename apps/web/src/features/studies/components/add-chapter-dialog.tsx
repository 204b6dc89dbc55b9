import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { START_FEN } from '@kingside/chess';
import { ChapterAddRequestSchema, MESSAGES, type Chapter } from '@kingside/shared';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useAddChapter } from '@/features/studies/api/add-chapter';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

/** Where a new chapter comes from: a pasted PGN game, or a start position FEN. */
type Source = 'pgn' | 'fen';

/** Add Chapter: a name and a pasted PGN, or a name and a start position. */
export function AddChapterDialog({
  studyId,
  onClose,
  onAdded,
}: {
  studyId: number;
  onClose: () => void;
  onAdded: (chapter: Chapter) => void;
}) {
  const addChapter = useAddChapter(studyId);
  const [source, setSource] = useState<Source>('pgn');
  const form = useZodForm(ChapterAddRequestSchema, {
    defaultValues: { name: '', pgn: '', fen: START_FEN },
  });

  const submit = form.handleSubmit(async ({ name, pgn, fen }) => {
    // Only the chosen source is sent: the other field may still hold text.
    if (!(source === 'pgn' ? pgn : fen)) {
      form.setError(source, { type: 'required', message: MESSAGES.pleaseEnterRequired });
      return;
    }
    const body = source === 'pgn' ? { name, pgn, fen: null } : { name, pgn: null, fen };
    try {
      onAdded(await addChapter.mutateAsync(body));
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['name', 'pgn', 'fen']);
    }
  });

  const choose = (next: Source | null) => {
    if (!next) return;
    setSource(next);
    form.clearErrors();
  };

  return (
    <FormDialog
      title="Add Chapter"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add"
      pending={addChapter.isPending}
      error={addChapter.error}
      width="md"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        helperText="Leave empty to name it from the PGN headers."
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={source}
        aria-label="Start from"
        onChange={(_event, next: Source | null) => choose(next)}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="pgn">Paste PGN</ToggleButton>
        <ToggleButton value="fen">Start from a position</ToggleButton>
      </ToggleButtonGroup>
      {source === 'pgn' ? (
        <FormTextField
          control={form.control}
          name="pgn"
          label="PGN"
          multiline
          minRows={8}
          maxRows={16}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      ) : (
        <FormTextField
          control={form.control}
          name="fen"
          label="Start position FEN"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      )}
    </FormDialog>
  );
}
