import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { GamesBulkRequestSchema, parseGamesJson } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { SubmitButton } from '@/components/submit-button';
import { useAddGamesBulk } from '@/features/games/api/add-games-bulk';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * The Games In JSON box: a JSON array of games, checked in the browser with the server's own
 * rules first; one bad game (reported as "Game n: …") adds none.
 */
export function BulkJsonForm() {
  const add = useAddGamesBulk();
  const [problems, setProblems] = useState<string[]>([]);
  const { control, handleSubmit } = useZodForm(GamesBulkRequestSchema, {
    defaultValues: { gamesJSON: '' },
  });

  const onValid = (values: { gamesJSON: string }) => {
    add.reset();
    const parsed = parseGamesJson(values.gamesJSON);
    if (!parsed.ok) {
      setProblems(parsed.errors);
      return;
    }
    setProblems([]);
    add.mutate(values);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      {add.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {add.data.message}
        </Alert>
      )}
      {add.isError && <ErrorAlert error={add.error} field="gamesJSON" sx={{ mb: 1 }} />}
      {problems.length > 0 && <ErrorAlert messages={problems} sx={{ mb: 1 }} />}
      <FormTextField
        control={control}
        name="gamesJSON"
        label="Games In JSON"
        multiline
        minRows={10}
        required
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <SubmitButton pending={add.isPending}>Save</SubmitButton>
    </form>
  );
}
