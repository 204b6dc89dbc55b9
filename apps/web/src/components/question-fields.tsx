import type { Control, FieldValues, Path } from 'react-hook-form';
import { QUESTION_TYPES } from '@kingside/shared';
import { FormTextField } from '@/components/form-text-field';
import { FormSelectField } from '@/components/native-select';

/**
 * A Question game's own fields, its question type (required) and its choices (one a line), for
 * every form that edits a library game: the games form and the assignment form.
 */
export function QuestionFields<T extends FieldValues, Parsed extends FieldValues = T>({
  control,
  prefix = '',
}: {
  control: Control<T, unknown, Parsed>;
  /** Where the game's fields sit in the form's values: '' at the top, 'game.' inside `game`. */
  prefix?: string;
}) {
  const name = (field: 'questionType' | 'questionChoices') => `${prefix}${field}` as Path<T>;
  return (
    <>
      <FormSelectField
        control={control}
        name={name('questionType')}
        label="Question Type"
        empty="Choose…"
        values={QUESTION_TYPES}
        parse={(text) => (text === '' ? null : text)}
        required
      />
      <FormTextField
        control={control}
        name={name('questionChoices')}
        label="Question Choices"
        helperText="One choice a line."
        multiline
        minRows={3}
      />
    </>
  );
}
