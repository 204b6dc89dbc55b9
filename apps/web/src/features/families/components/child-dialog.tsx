import { useState } from 'react';
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

  const text = (max: number) => ({ slotProps: { htmlInput: { maxLength: max } } });
  const title = child ? `Edit ${child.name}` : 'Add a child';
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save"
      pending={form.formState.isSubmitting}
      error={failure}
      formLabel={title}
      width="xs"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        autoFocus
        autoComplete="off"
        {...text(NAME_MAX_LENGTH)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <FormTextField
          control={form.control}
          name="grade"
          label="Grade"
          {...text(STUDENT_GRADE_MAX_LENGTH)}
        />
        <FormTextField
          control={form.control}
          name="rating"
          label="Rating"
          type="number"
          parse={(value) => (value === '' ? 0 : Number(value))}
          slotProps={{ htmlInput: { min: 0, max: CHILD_RATING_MAX, step: 1 } }}
        />
      </Stack>
      <FormTextField
        control={form.control}
        name="school"
        label="School"
        {...text(NAME_MAX_LENGTH)}
      />
      <FormTextField
        control={form.control}
        name="uscfId"
        label="USCF ID"
        autoComplete="off"
        {...text(SHORT_TEXT_MAX_LENGTH)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <FormTextField
          control={form.control}
          name="chessDotComId"
          label="Chess.com ID"
          autoComplete="off"
          {...text(SHORT_TEXT_MAX_LENGTH)}
        />
        <FormTextField
          control={form.control}
          name="liChessId"
          label="Lichess ID"
          autoComplete="off"
          {...text(SHORT_TEXT_MAX_LENGTH)}
        />
      </Stack>
    </FormDialog>
  );
}
