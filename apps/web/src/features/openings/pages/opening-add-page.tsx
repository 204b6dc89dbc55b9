import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { OpeningSaveSchema } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormCard } from '@/components/form-card';
import { FormTextField } from '@/components/form-text-field';
import { SubmitButton } from '@/components/submit-button';
import { useSaveOpening } from '@/features/openings/api/save-opening';
import { OpeningName } from '@/features/openings/components/opening-name';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

/** /openingAdd (coach or admin): a new line for the repertoire, named from the moves as typed. */
export function OpeningAddPage() {
  const save = useSaveOpening();
  const navigate = useNavigate();
  const form = useZodForm(OpeningSaveSchema, { defaultValues: { pgn: '', notes: '' } });
  const pgn = useWatch({ control: form.control, name: 'pgn' });

  const submit = form.handleSubmit(async (body) => {
    try {
      const opening = await save.mutateAsync(body);
      await navigate(`/opening/${opening.id}`);
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['pgn', 'notes']);
    }
  });

  return (
    <FormCard title="Add Opening" maxWidth={640}>
      {save.isError && <ErrorAlert error={save.error} />}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormTextField
          control={form.control}
          name="pgn"
          label="PGN line"
          required
          multiline
          minRows={2}
          placeholder="1. e4 e5 2. Nf3 Nc6 3. Bb5"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <OpeningName pgn={pgn} />
        <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={3} />
        <SubmitButton pending={save.isPending}>Save</SubmitButton>
      </form>
    </FormCard>
  );
}
