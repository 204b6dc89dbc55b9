import { useState } from 'react';
import Button from '@mui/material/Button';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { fenProblem } from '@kingside/chess';
import {
  GAME_MESSAGES,
  GAME_RATING_MAX,
  GameSaveSchema,
  MESSAGES,
  type Game,
  type GameSave,
  type GameSaveParsed,
  type GameType,
} from '@kingside/shared';
import { SetupBoardForm, useBoardFields } from '@/chess/components/setup-board-form';
import { START_FEN } from '@/chess/logic/game';
import { solutionFenProblem } from '@/chess/logic/solution-fen';
import { ErrorAlert } from '@/components/error-alert';
import { FormSelectField } from '@/components/native-select';
import { FormTextField } from '@/components/form-text-field';
import { QuestionFields } from '@/components/question-fields';
import { SubmitButton } from '@/components/submit-button';
import { SuccessAlert } from '@/components/success-alert';
import { useSaveGame } from '@/features/games/api/save-game';
import { setServerFieldErrors } from '@/lib/form-errors';
import { nullsAsEmpty } from '@/lib/form-values';
import { useZodForm } from '@/lib/use-zod-form';

const SERVER_FIELDS = [
  'name',
  'type',
  'notes',
  'rating',
  'fen',
  'pgn',
  'solutionFen',
  'solution',
  'tags',
  'dirPath',
  'questionType',
  'questionChoices',
] as const;

/** The form's values for a game being edited: the saved fields, nulls as empty boxes. */
export function gameToFormValues(game: Game): GameSave {
  return {
    id: game.id,
    name: game.name,
    type: game.type,
    rating: game.rating,
    fen: game.fen,
    dirPath: game.dirPath,
    questionType: game.questionType,
    ...nullsAsEmpty(game, ['notes', 'pgn', 'solutionFen', 'solution', 'tags', 'questionChoices']),
  };
}

/** A new game in `dirPath`: a Puzzle from the start position. */
export function newGameFormValues(dirPath: string): GameSave {
  return {
    name: '',
    type: 'Puzzle',
    notes: '',
    rating: 0,
    fen: START_FEN,
    pgn: '',
    solutionFen: '',
    solution: '',
    tags: '',
    dirPath,
    questionType: null,
    questionChoices: '',
  };
}

/** Why the start or a solution position cannot be played, per field; empty when all can. */
function positionProblems(values: GameSaveParsed): Partial<Record<'fen' | 'solutionFen', string>> {
  const problems: Partial<Record<'fen' | 'solutionFen', string>> = {};
  const fen = fenProblem(values.fen);
  if (fen) problems.fen = fen;
  const solution = solutionFenProblem(values.solutionFen);
  if (solution) problems.solutionFen = solution;
  return problems;
}

/**
 * Adds a game (no `id` in the values) or saves one, beside a setup board: moving pieces on the
 * board writes its position into FEN, and "Use board as solution" adds it to Solution FEN.
 * Positions are checked with the board's rules before anything is sent.
 */
export function GameForm({
  defaultValues,
  types,
}: {
  /** The game's values; without an id the form adds a game and then starts a new one. */
  defaultValues: GameSave;
  /** The game types offered, in order. */
  types: readonly GameType[];
}) {
  const save = useSaveGame();
  const editing = defaultValues.id !== undefined;
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const form = useZodForm(GameSaveSchema, { defaultValues });
  const { control, handleSubmit, setError, reset } = form;
  const board = useBoardFields(form, { fen: 'fen', solutionFen: 'solutionFen' });
  const type = useWatch({ control, name: 'type' });

  const onInvalid = (errors: FieldErrors<GameSave>) => {
    const missing = Object.values(errors).some((e) => e?.message === MESSAGES.pleaseEnterRequired);
    setMessage({
      severity: 'error',
      text: missing ? MESSAGES.pleaseEnterRequired : MESSAGES.invalidRequest,
    });
  };

  const onValid = (values: GameSaveParsed) => {
    setMessage(null);
    const problems = positionProblems(values);
    const first = problems.fen ?? problems.solutionFen;
    if (first) {
      if (problems.fen) setError('fen', { message: problems.fen });
      if (problems.solutionFen) setError('solutionFen', { message: problems.solutionFen });
      setMessage({ severity: 'error', text: first });
      return;
    }
    save.mutate(values, {
      onSuccess: (game) => {
        if (editing) {
          setMessage({ severity: 'success', text: GAME_MESSAGES.updated });
          reset(gameToFormValues(game));
          return;
        }
        setMessage({ severity: 'success', text: GAME_MESSAGES.added });
        reset({ ...newGameFormValues(game.dirPath), type: game.type });
      },
      onError: (error) => setServerFieldErrors(error, setError, SERVER_FIELDS),
    });
  };

  return (
    <SetupBoardForm
      onSubmit={handleSubmit(onValid, onInvalid)}
      boardLabel="Game position"
      board={board}
    >
      <SuccessAlert
        message={message?.severity === 'success' ? message.text : null}
        onClose={() => setMessage(null)}
      />
      {message?.severity === 'error' && <ErrorAlert messages={[message.text]} sx={{ mb: 1 }} />}
      {save.isError && <ErrorAlert error={save.error} sx={{ mb: 1 }} />}
      <FormTextField control={control} name="name" label="Name" required />
      <FormSelectField control={control} name="type" label="Type" values={types} required />
      {type === 'Question' && <QuestionFields control={control} />}
      <FormTextField
        control={control}
        name="dirPath"
        label="Directory"
        helperText="For example /Tactics/Forks."
        required
      />
      <FormTextField
        control={control}
        name="fen"
        label="FEN"
        helperText="The setup board writes its position here."
        required
      />
      <FormTextField
        control={control}
        name="solutionFen"
        label="Solution FEN"
        helperText="Accepted final positions, comma-separated. Needed unless Solution is given."
        multiline
      />
      <Button variant="outlined" onClick={board.addBoardAsSolution}>
        Use board as solution
      </Button>
      <FormTextField control={control} name="solution" label="Solution" multiline />
      <FormTextField
        control={control}
        name="rating"
        label="Rating"
        type="number"
        parse={(text) => (text === '' ? undefined : Number(text))}
        slotProps={{ htmlInput: { min: 0, max: GAME_RATING_MAX, step: 1 } }}
      />
      <FormTextField control={control} name="tags" label="Tags" />
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={3} />
      <FormTextField control={control} name="pgn" label="PGN" multiline minRows={3} />
      <SubmitButton pending={save.isPending}>Save</SubmitButton>
    </SetupBoardForm>
  );
}
