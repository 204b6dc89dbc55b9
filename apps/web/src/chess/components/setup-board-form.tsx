import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { SetupBoard } from '@/chess/components/setup-board';
import { withSolutionPosition } from '@/chess/logic/solution-fen';

type BoardForm<V extends FieldValues, O> = Pick<
  UseFormReturn<V, unknown, O>,
  'control' | 'setValue' | 'getValues'
>;

/**
 * Ties a setup board to a game's form: the board shows the `fen` field's position and writes every
 * change into it, and `addBoardAsSolution` adds the board's position to the `solutionFen` field
 * ("Use board as solution"). Both changes count as the user's (dirty, checked again).
 */
export function useBoardFields<V extends FieldValues, O>(
  form: BoardForm<V, O>,
  names: { fen: Path<V>; solutionFen: Path<V> },
) {
  const fen = useWatch({ control: form.control, name: names.fen }) as string;
  const edit = (name: Path<V>, value: string) =>
    form.setValue(name, value as PathValue<V, Path<V>>, {
      shouldDirty: true,
      shouldValidate: true,
    });
  return {
    fen,
    setFen: (next: string) => edit(names.fen, next),
    addBoardAsSolution: () =>
      edit(names.solutionFen, withSolutionPosition(form.getValues(names.solutionFen), fen)),
  };
}

/**
 * A game's form beside its setup board (the games library, /assignmentAdd): side by side on a
 * wide screen, the board under the form on a narrow one.
 */
export function SetupBoardForm({
  label,
  onSubmit,
  boardLabel,
  board,
  children,
}: {
  /** The form's accessible name, if any. */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the board is, for screen readers, e.g. "Game position". */
  boardLabel: string;
  /** The board's link to the form (`useBoardFields`). */
  board: { fen: string; setFen: (fen: string) => void };
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="form"
        noValidate
        aria-label={label}
        onSubmit={onSubmit}
        sx={{ flex: 1, minWidth: 0, width: '100%', maxWidth: 640 }}
      >
        {children}
      </Box>
      <SetupBoard ariaLabel={boardLabel} fen={board.fen} onChange={board.setFen} />
    </Stack>
  );
}
