import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import {
  AssignmentGroupRequestSchema,
  type AssignResult,
  type AssignmentGroupRequest,
  type StudentRow,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { DATE_FIELD, FormTextField } from '@/components/form-text-field';
import { useAssignGames, type AssignGamesRequest } from '@/features/games/api/assign-games';
import { StudentsPicker } from '@/features/games/components/students-picker';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

const SERVER_FIELDS = ['userIds', 'classTimes', 'dueDate'] as const;

/**
 * Assign Users (spec 2 §2 "Games library"): the ticked games, or when none is ticked every game
 * directly in `dirPath`, are given to the students chosen and everyone in the class times typed
 * (comma-separated), with an optional due date. Assign stays off until a student is chosen or a
 * class time typed (spec 2 §5).
 */
export function AssignUsersForm({
  gameIds,
  dirPath,
  onAssigned,
  cancel,
}: {
  gameIds: readonly number[];
  dirPath: string;
  onAssigned: (result: AssignResult) => void;
  /** A Cancel button or back link beside Assign. */
  cancel?: ReactNode;
}) {
  const assign = useAssignGames();
  const [students, setStudents] = useState<StudentRow[]>([]);
  const defaultValues: AssignmentGroupRequest = {
    gameIds: [...gameIds],
    dirPath: gameIds.length > 0 ? null : dirPath,
    userIds: [],
    classTimes: '',
    dueDate: null,
  };
  const { control, handleSubmit, setValue, setError, reset } = useZodForm(
    AssignmentGroupRequestSchema,
    { defaultValues },
  );
  const classTimes = useWatch({ control, name: 'classTimes' });
  const ready = students.length > 0 || (classTimes ?? '').trim() !== '';

  const choose = (chosen: StudentRow[]) => {
    setStudents(chosen);
    setValue(
      'userIds',
      chosen.map((student) => student.id),
    );
  };

  const onValid = (values: AssignGamesRequest) =>
    assign.mutate(values, {
      onSuccess: (result) => {
        setStudents([]);
        reset(defaultValues);
        onAssigned(result);
      },
      onError: (error) => setServerFieldErrors(error, setError, SERVER_FIELDS),
    });

  return (
    <form noValidate aria-label="Assign Users" onSubmit={handleSubmit(onValid)}>
      {assign.isError && <ErrorAlert error={assign.error} sx={{ mb: 1 }} />}
      <StudentsPicker value={students} onChange={choose} />
      <FormTextField
        control={control}
        name="classTimes"
        label="Class times"
        helperText="Comma-separated, e.g. Saturday 10:00 AM"
      />
      <FormTextField
        control={control}
        name="dueDate"
        label="Due date"
        {...DATE_FIELD}
        parse={(text) => (text === '' ? null : text)}
        helperText="Optional."
      />
      <Stack direction="row" sx={{ gap: 1, mt: 2, justifyContent: 'flex-end' }}>
        {cancel}
        <Button type="submit" variant="contained" disabled={!ready} loading={assign.isPending}>
          Assign
        </Button>
      </Stack>
    </form>
  );
}
