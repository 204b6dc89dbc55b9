import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import {
  isOwnPuzzle,
  OWN_PUZZLE_TEXT,
  PUZZLE_BOARD_WIDTH,
  type PuzzleAnswerResult,
  type PuzzleMove,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageBreadcrumbs } from '@/components/page-breadcrumbs';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { usePuzzle, usePuzzleRating } from '@/features/puzzles/api/get-puzzle';
import { usePlayPuzzleMove, useShowMove } from '@/features/puzzles/api/play-puzzle-move';
import {
  isRatedSession,
  puzzleTryQuery,
  readPuzzleFilters,
  type PuzzleFilters,
} from '@/features/puzzles/api/puzzle-filters';
import { PuzzleRatingLines } from '@/features/puzzles/components/puzzle-rating-line';
import { PuzzleSolver } from '@/features/puzzles/components/puzzle-solver';
import { useOpenPuzzle, type PuzzleArrival } from '@/features/puzzles/components/use-open-puzzle';

function PuzzleSession({
  name,
  filters,
  arrival,
}: {
  name: string;
  filters: PuzzleFilters;
  arrival: PuzzleArrival;
}) {
  // Reset starts a new try, served again; only the first try of a visit is rated.
  const [tryNumber, setTryNumber] = useState(0);
  const puzzle = usePuzzle(
    name,
    puzzleTryQuery(filters, { firstTry: tryNumber === 0, review: arrival.review ?? false }),
    tryNumber,
  );
  const rating = usePuzzleRating();
  const play = usePlayPuzzleMove(name);
  const showMove = useShowMove(name);
  const next = useOpenPuzzle();
  const [result, setResult] = useState<PuzzleAnswerResult | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rated = isRatedSession(filters) && tryNumber === 0;

  const judge = async (move: PuzzleMove) => {
    const answer = await play.mutateAsync(move);
    if (answer.result) setResult(answer.result);
    setNotice(answer.notice);
    return answer;
  };

  const reveal = async (moveIndex: number) => {
    const shown = await showMove.mutateAsync({ moveIndex, rated });
    setResult(shown);
    return shown;
  };

  const reset = () => {
    setTryNumber((n) => n + 1);
    setResult(null);
    setNotice(null);
    play.reset();
    showMove.reset();
  };

  return (
    <QueryState query={puzzle} label="Loading the puzzle">
      {(loaded) => (
        <>
          {arrival.message && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {arrival.message}
            </Alert>
          )}
          {isOwnPuzzle(loaded) && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {OWN_PUZZLE_TEXT}{' '}
              {result && loaded.gameUrl && <Link to={loaded.gameUrl}>Review the game</Link>}
            </Alert>
          )}
          <PuzzleSolver
            key={tryNumber}
            puzzle={loaded}
            size={PUZZLE_BOARD_WIDTH}
            onMove={judge}
            onShowMove={reveal}
            showMovePending={showMove.isPending}
          >
            <PuzzleRatingLines
              puzzleRating={loaded.rating}
              userRating={rating.data}
              result={result}
            />
            {notice && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {notice}
              </Alert>
            )}
            {play.isError && <ErrorAlert error={play.error} sx={{ mt: 1 }} />}
            {showMove.isError && <ErrorAlert error={showMove.error} sx={{ mt: 1 }} />}
            {next.isError && <ErrorAlert error={next.error} sx={{ mt: 1 }} />}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
              <Button variant="outlined" onClick={reset}>
                Reset
              </Button>
              <Button
                variant="contained"
                onClick={() => next.mutate({ filters })}
                loading={next.isPending}
              >
                Next
              </Button>
            </Stack>
          </PuzzleSolver>
        </>
      )}
    </QueryState>
  );
}

/**
 * /puzzle/{puzzleName}?rated&fromRating&toRating&themes&openingFamily&openingVariation&review
 * (spec 2 §2, §4; students and coaches): solving one puzzle on a 350 board, move by move against
 * the server (docs/decisions/0045), with the ratings, Reset (the puzzle served again for a new,
 * unrated try), Next (the same filters) and Show move.
 */
export function PuzzlePage() {
  const name = useParams().puzzleName ?? '';
  const [search] = useSearchParams();
  const filters = readPuzzleFilters(search);
  const arrival = (useLocation().state ?? {}) as PuzzleArrival;
  return (
    <>
      <PageBreadcrumbs links={[{ label: 'Puzzles', to: '/puzzles' }]} current={name} />
      <PageTitle title={`Puzzle ${name}`} />
      <PuzzleSession key={name} name={name} filters={filters} arrival={arrival} />
    </>
  );
}
