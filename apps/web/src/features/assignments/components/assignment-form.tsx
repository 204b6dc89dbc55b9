import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { fenProblem } from '@kingside/chess';
import {
  AssignmentCreateSchema,
  GAME_MESSAGES,
  type AssignmentCreate,
  type AssignmentSummary,
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
import {
  useAddAssignment,
  type AssignmentCreateParsed,
} from '@/features/assignments/api/add-assignment';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

/** The types offered, the board games first. */
const TYPES: readonly GameType[] = ['Puzzle', 'Training', 'Question'];

/** The request fields the server may name in fieldErrors ("game.solutionFen"). */
const SERVER_FIELDS = [
  'name',
  'game.type',
  'game.fen',
  'game.solutionFen',
  'game.solution',
  'game.notes',
  'game.questionType',
  'game.questionChoices',
  'game.dirPath',
] as const;

/** A new assignment of `type` in `dirPath`, from the start position. */
function newAssignment(type: GameType = 'Puzzle', dirPath = '/Assignments'): AssignmentCreate {
  return {
    name: '',
    game: {
      type,
      fen: START_FEN,
      solutionFen: '',
      solution: '',
      notes: '',
      questionType: null,
      questionChoices: '',
      dirPath,
    },
  };
}

/** Why the start or a solution position cannot be played, per field; empty when all can. */
function positionProblems(game: AssignmentCreateParsed['game']) {
  const problems: Partial<Record<'game.fen' | 'game.solutionFen', string>> = {};
  const fen = fenProblem(game.fen);
  if (fen) problems['game.fen'] = fen;
  if (game.type === 'Question') return problems;
  const solution = solutionFenProblem(game.solutionFen);
  if (solution) problems['game.solutionFen'] = solution;
  return problems;
}

/**
 * /assignmentAdd's form: a new library game and its assignment, beside a setup board whose
 * position is the FEN; "Use board as solution" adds the board to Solution FEN. name, type, fen and
 * the solution (solutionFen, or a Question's answer) are required, said under each field.
 */
export function AssignmentForm() {
  const add = useAddAssignment();
  const [added, setAdded] = useState<AssignmentSummary | null>(null);
  const form = useZodForm(AssignmentCreateSchema, { defaultValues: newAssignment() });
  const { control, handleSubmit, setError, reset } = form;
  const board = useBoardFields(form, { fen: 'game.fen', solutionFen: 'game.solutionFen' });
  const type = useWatch({ control, name: 'game.type' });
  const question = type === 'Question';

  const onValid = (values: AssignmentCreateParsed) => {
    setAdded(null);
    const problems = positionProblems(values.game);
    if (Object.keys(problems).length > 0) {
      for (const [field, message] of Object.entries(problems)) {
        setError(field as keyof typeof problems, { message });
      }
      return;
    }
    add.mutate(values, {
      onSuccess: (assignment) => {
        setAdded(assignment);
        reset(newAssignment(values.game.type, values.game.dirPath));
      },
      onError: (error) => setServerFieldErrors(error, setError, SERVER_FIELDS),
    });
  };

  return (
    <SetupBoardForm
      label="Add Assignment"
      onSubmit={handleSubmit(onValid)}
      boardLabel="Assignment position"
      board={board}
    >
      {added && (
        <Alert severity="success" onClose={() => setAdded(null)} sx={{ mb: 1 }}>
          {GAME_MESSAGES.added}{' '}
          <Link component={RouterLink} to={`/assignment/${added.id}`}>
            Open {added.name}
          </Link>
        </Alert>
      )}
      {add.isError && <ErrorAlert error={add.error} sx={{ mb: 1 }} />}
      <FormTextField control={control} name="name" label="Name" required />
      <FormSelectField control={control} name="game.type" label="Type" values={TYPES} required />
      {question && <QuestionFields control={control} prefix="game." />}
      <FormTextField
        control={control}
        name="game.fen"
        label="FEN"
        helperText="The setup board writes its position here."
        required
      />
      {question ? (
        <FormTextField
          control={control}
          name="game.solution"
          label="Answer"
          helperText="Choice: the right choice. Choices: the right choices, one a line. Freeform: the accepted answers, one a line."
          multiline
          required
        />
      ) : (
        <>
          <FormTextField
            control={control}
            name="game.solutionFen"
            label="Solution FEN"
            helperText="Accepted final positions, comma-separated."
            multiline
            required
          />
          <Button variant="outlined" onClick={board.addBoardAsSolution}>
            Use board as solution
          </Button>
          <FormTextField
            control={control}
            name="game.solution"
            label="Solution"
            helperText="Optional: the solving moves, e.g. Qxf7#, shown with Show Solution."
            multiline
          />
        </>
      )}
      <FormTextField control={control} name="game.notes" label="Notes" multiline minRows={3} />
      <FormTextField
        control={control}
        name="game.dirPath"
        label="Directory"
        helperText="Where the game is kept in the games library."
      />
      <SubmitButton pending={add.isPending}>Save</SubmitButton>
    </SetupBoardForm>
  );
}
