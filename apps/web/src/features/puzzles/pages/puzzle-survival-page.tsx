import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PUZZLE_SURVIVAL_BOARD_WIDTH, type Puzzle, type PuzzleMove } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { usePlaySurvivalMove, useStartSurvival } from '@/features/puzzles/api/survival';
import { PuzzleSolver } from '@/features/puzzles/components/puzzle-solver';

/** How long a solved puzzle stays on the board before the next one. */
export const SURVIVAL_NEXT_DELAY_MS = 800;

type Run = { id: number; score: number; best: number; puzzle: Puzzle; ended: boolean };

/**
 * /puzzleSurvival (students and coaches): unrated puzzles on a 450 board, each a little harder
 * than the last, every move judged by the server (docs/decisions/0045); the first failure ends
 * the run. The score and the user's best run are shown.
 */
export function PuzzleSurvivalPage() {
  const start = useStartSurvival();
  const answer = usePlaySurvivalMove();
  const [run, setRun] = useState<Run | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Each puzzle of a run is a new board.
  const [round, setRound] = useState(0);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (started) => {
        setRun({ ...started, ended: false });
        setRound((n) => n + 1);
        setNotice(null);
        answer.reset();
      },
    });

  const judge = async (move: PuzzleMove) => {
    if (!run) throw new Error('No run');
    const result = await answer.mutateAsync({ id: run.id, move });
    setNotice(result.notice);
    setRun((r) => r && { ...r, score: result.score, best: result.best, ended: result.ended });
    const nextPuzzle = result.puzzle;
    if (!result.ended && nextPuzzle) {
      setTimeout(() => {
        setRun((r) => r && { ...r, puzzle: nextPuzzle });
        setRound((n) => n + 1);
      }, SURVIVAL_NEXT_DELAY_MS);
    }
    return result;
  };

  return (
    <>
      <PageTitle title="Puzzle Survival" />
      <Typography sx={{ mb: 2 }}>
        Solve puzzles that get harder one after another; the run ends at the first mistake. Survival
        is unrated. <RouterLink to="/puzzles">Back to puzzles</RouterLink>
      </Typography>
      {start.isError && <ErrorAlert error={start.error} sx={{ mb: 2 }} />}
      {!run ? (
        <Button variant="contained" onClick={begin} loading={start.isPending}>
          Start
        </Button>
      ) : (
        <PuzzleSolver
          key={round}
          puzzle={run.puzzle}
          size={PUZZLE_SURVIVAL_BOARD_WIDTH}
          onMove={judge}
          stopOnFailure
        >
          <Typography>This Puzzle Rating: {run.puzzle.rating}</Typography>
          <Stack direction="row" spacing={3} sx={{ my: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Score: {run.score}</Typography>
            <Typography>Best: {run.best}</Typography>
          </Stack>
          {notice && (
            <Alert severity="warning" sx={{ my: 1 }}>
              {notice}
            </Alert>
          )}
          {answer.isError && <ErrorAlert error={answer.error} sx={{ mt: 1 }} />}
          {(run.ended || answer.isError) && (
            <>
              {run.ended && (
                <Alert severity="warning" sx={{ my: 1 }}>
                  The run has ended with a score of {run.score}.
                </Alert>
              )}
              <Button variant="contained" onClick={begin} loading={start.isPending}>
                Start again
              </Button>
            </>
          )}
        </PuzzleSolver>
      )}
    </>
  );
}
