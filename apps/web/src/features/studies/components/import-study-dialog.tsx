import { StudyImportRequestSchema, type Study } from '@kingside/shared';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { PgnTextField } from '@/components/pgn-text-field';
import { useImportStudy } from '@/features/studies/api/import-study';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * Import PGN: a multi-game PGN, chosen as a file or pasted, becomes a new study with one chapter
 * per game. Calls `onImported` with the new study.
 */
export function ImportStudyDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (study: Study) => void;
}) {
  const importStudy = useImportStudy();
  const form = useZodForm(StudyImportRequestSchema, { defaultValues: { name: '', pgn: '' } });

  const submit = form.handleSubmit(async (body) => {
    try {
      onImported(await importStudy.mutateAsync(body));
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['name', 'pgn']);
    }
  });

  return (
    <FormDialog
      title="Import PGN"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Import"
      pending={importStudy.isPending}
      error={importStudy.error}
      width="md"
    >
      <PgnTextField
        control={form.control}
        name="pgn"
        helperText="Paste the games or choose a file; each game becomes a chapter."
      />
      <FormTextField
        control={form.control}
        name="name"
        label="Study name"
        helperText="Leave empty to use the PGN's StudyName or Event header."
      />
    </FormDialog>
  );
}
