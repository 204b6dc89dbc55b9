import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  ASSIGNMENT_MESSAGES,
  dateKeyIn,
  formatDate,
  isOverdue,
  solutionPositions,
  type AnswerRequest,
  type AssignmentDetail,
} from '@kingside/shared';
import { ChessBoard } from '@/chess/components/chess-board';
import { MoveList } from '@/chess/components/move-list';
import { createGame } from '@/chess/logic/game';
import { ErrorAlert } from '@/components/error-alert';
import { SuccessAlert } from '@/components/success-alert';
import {
  useAcceptAsSolution,
  useAnswerAssignment,
} from '@/features/assignments/api/answer-assignment';
import { useNextAssignmentId } from '@/features/assignments/api/get-assignment';
import { AnswerStatus } from '@/features/assignments/components/answer-status';
import { DueDate } from '@/features/assignments/components/assignment-columns';
import { choiceLines, QuestionAnswer } from '@/features/assignments/components/question-answer';
import { useClub } from '@/lib/club';

/** "White to Move" or "Black to Move": the side to move in `fen`. */
const sideToMove = (fen: string) => (fen.split(' ')[1] === 'b' ? 'Black' : 'White');

/**
 * Solving one assignment (spec 2 §4): the position on a board the student moves pieces on, the
 * answer box of a Question game, Submit Answer (judged on the server), Reset, Next, the Show
 * Solution checkbox once unlocked, and for coaches and admins Assign and Accept As Solution.
 * Keyed by the assignment, so Next starts from a fresh board.
 */
export function AssignmentSolver({ detail }: { detail: AssignmentDetail }) {
  const navigate = useNavigate();
  const { data: club } = useClub();
  const { game: puzzle } = detail;
  const [game, setGame] = useState(() => createGame(puzzle.fen));
  const [answer, setAnswer] = useState<string[]>([]);
  const [showSolution, setShowSolution] = useState(false);
  const submit = useAnswerAssignment(detail.id);
  const accept = useAcceptAsSolution(detail.id);
  const next = useNextAssignmentId(detail.id);
  const nextId = next.data?.id ?? null;
  const side = sideToMove(puzzle.fen);
  const questionType = puzzle.type === 'Question' ? puzzle.questionType : null;

  // Nothing to judge yet: the server would refuse it (a Question) or ask for a move.
  const hasAnswer = questionType ? answer.some((a) => a.trim() !== '') : game.history.length > 0;

  const send = () => {
    accept.reset();
    const completedSolution = questionType
      ? answer.join('\n')
      : game.history.map((move) => move.san).join(' ');
    const body: AnswerRequest = { fen: game.fen, type: puzzle.type, completedSolution };
    submit.mutate(body);
  };

  const reset = () => {
    setGame(createGame(puzzle.fen));
    setAnswer([]);
    setShowSolution(false);
    submit.reset();
    accept.reset();
  };

  const toggleSolution = (checked: boolean) => {
    setShowSolution(checked);
    const solutionFen = solutionPositions(puzzle.solutionFen)[0];
    if (checked && solutionFen) setGame(createGame(solutionFen));
    if (!checked) setGame(createGame(puzzle.fen));
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <ChessBoard
        ariaLabel={`Board of ${detail.name}`}
        game={game}
        onGameChange={setGame}
        orientation={side === 'Black' ? 'black' : 'white'}
        showControls
      />
      <Box sx={{ flex: 1, minWidth: 0, width: '100%', maxWidth: 560 }}>
        <Typography variant="h6" component="p">
          {side} to Move
        </Typography>
        {puzzle.notes && (
          <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{puzzle.notes}</Typography>
        )}
        <Typography variant="body2" sx={{ my: 1 }}>
          Attempts: {detail.attemptCount}
          {' · '}
          {detail.completed && detail.modifiedDate
            ? `Completed ${formatDate(detail.modifiedDate)}`
            : 'Not completed yet'}
          {detail.dueDate && (
            <>
              {' · Due '}
              <DueDate
                dueDate={detail.dueDate}
                overdue={isOverdue(detail, dateKeyIn(new Date(), club?.timezone))}
              />
            </>
          )}
        </Typography>
        {questionType && (
          <QuestionAnswer
            questionType={questionType}
            choices={choiceLines(puzzle.questionChoices)}
            value={answer}
            onChange={setAnswer}
          />
        )}
        <MoveList sans={game.history.map((move) => move.san)} startFen={game.startFen} />
        <AnswerStatus pending={submit.isPending} result={submit.data} error={submit.error} />
        <SuccessAlert message={accept.data?.message ?? null} onClose={() => accept.reset()} />
        {accept.isError && <ErrorAlert error={accept.error} sx={{ mb: 1 }} />}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 2 }}>
          <Button
            variant="contained"
            onClick={send}
            loading={submit.isPending}
            disabled={!hasAnswer}
          >
            Submit Answer
          </Button>
          <Button variant="outlined" onClick={reset}>
            Reset
          </Button>
          <Button
            variant="outlined"
            disabled={nextId === null}
            onClick={() => void navigate(`/assignment/${nextId}`)}
          >
            Next
          </Button>
          {detail.canManage && (
            <>
              <Button
                variant="outlined"
                component={RouterLink}
                to={`/assignmentAssign/${detail.id}`}
              >
                Assign
              </Button>
              <Button
                variant="outlined"
                loading={accept.isPending}
                onClick={() => {
                  submit.reset();
                  accept.mutate({ fen: game.fen });
                }}
              >
                Accept As Solution
              </Button>
            </>
          )}
        </Stack>
        <FormControlLabel
          label="Show Solution"
          disabled={!detail.solutionUnlocked}
          control={
            <Checkbox
              checked={showSolution && detail.solutionUnlocked}
              onChange={(event) => toggleSolution(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': `show-solution-${detail.id}` } }}
            />
          }
        />
        <FormHelperText id={`show-solution-${detail.id}`} sx={{ mt: 0 }}>
          {ASSIGNMENT_MESSAGES.showSolutionAfter(detail.showSolutionAfterAttempts)}
        </FormHelperText>
        {showSolution && detail.solutionUnlocked && (
          <Box role="region" aria-label="Solution" sx={{ mt: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Solution</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>
              {puzzle.solution ??
                (puzzle.solutionFen
                  ? 'The board shows the solution position.'
                  : 'No solution is given.')}
            </Typography>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
