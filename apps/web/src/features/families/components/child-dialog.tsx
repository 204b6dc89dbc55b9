import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import {
  CHILD_RATING_MAX,
  ChildSaveSchema,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  STUDENT_GRADE_MAX_LENGTH,
  type Child,
} from '@kingside/shared';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { useSaveChild } from '@/features/families/api/children';
import { setServerFieldErrors } from '@/lib/form-errors';
import { nullsAsEmpty } from '@/lib/form-values';
import { useZodForm } from '@/lib/use-zod-form';

const TEXT_FIELDS = ['grade', 'school', 'uscfId', 'chessDotComId', 'liChessId'] as const;

/** Two fields side by side, one under the other on a phone. */
function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
      {children}
    </Stack>
  );
}

/** Adds a child to the family (no `child`) or edits one: name required, the rest optional. */
export function ChildDialog({ child, onClose }: { child?: Child; onClose: () => void }) {
  const save = useSaveChild();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(ChildSaveSchema, {
    defaultValues: child
      ? {
          id: child.id,
          name: child.name,
          rating: child.rating,
          ...nullsAsEmpty(child, TEXT_FIELDS),
        }
      : {
          name: '',
          grade: '',
          school: '',
          uscfId: '',
          rating: 0,
          chessDotComId: '',
          liChessId: '',
        },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      setServerFieldErrors(error, form.setError, ['name', 'rating', ...TEXT_FIELDS]);
      setFailure(error);
    }
  });

  /** Binds a text field to `name` and caps what it takes at `max` characters. */
  const text = (name: 'name' | (typeof TEXT_FIELDS)[number], max: number) => ({
    control: form.control,
    name,
    slotProps: { htmlInput: { maxLength: max } },
  });
  const title = child ? `Edit ${child.name}` : 'Add a child';
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save"
      pending={form.formState.isSubmitting}
      error={failure}
      formLabel={title}
      width="xs"
    >
      <FormTextField
        {...text('name', NAME_MAX_LENGTH)}
        label="Name"
        required
        autoFocus
        autoComplete="off"
      />
      <FieldPair>
        <FormTextField {...text('grade', STUDENT_GRADE_MAX_LENGTH)} label="Grade" />
        <FormTextField
          control={form.control}
          name="rating"
          label="Rating"
          type="number"
          parse={(value) => (value === '' ? 0 : Number(value))}
          slotProps={{ htmlInput: { min: 0, max: CHILD_RATING_MAX, step: 1 } }}
        />
      </FieldPair>
      <FormTextField {...text('school', NAME_MAX_LENGTH)} label="School" />
      <FormTextField
        {...text('uscfId', SHORT_TEXT_MAX_LENGTH)}
        label="USCF ID"
        autoComplete="off"
      />
      <FieldPair>
        <FormTextField
          {...text('chessDotComId', SHORT_TEXT_MAX_LENGTH)}
          label="Chess.com ID"
          autoComplete="off"
        />
        <FormTextField
          {...text('liChessId', SHORT_TEXT_MAX_LENGTH)}
          label="Lichess ID"
          autoComplete="off"
        />
      </FieldPair>
    </FormDialog>
  );
}
