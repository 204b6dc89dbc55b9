import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  canUseOpeningFilters,
  isCoachOrAdmin,
  isStudentOrCoach,
  PUZZLE_RATING_DEFAULT,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { formatPuzzleRating, usePuzzleRating } from '@/features/puzzles/api/get-puzzle';
import { PuzzleSearchCard } from '@/features/puzzles/components/puzzle-search-card';
import { useOpenPuzzle } from '@/features/puzzles/components/use-open-puzzle';
import { useSession } from '@/lib/session';

/**
 * /puzzles (spec 2 §2): for students and coaches the puzzle rating ("?" while provisional), Solve
 * Mixed Puzzles (rated), the Puzzle Search card and links to the dashboard and survival; an admin
 * who does not solve (spec 2 §6: puzzles are for students and coaches) gets the search card for
 * Display 9 Puzzles alone.
 */
export function PuzzlesPage() {
  const session = useSession();
  const roles = session?.roles ?? [];
  const solver = isStudentOrCoach(roles);
  const [search] = useSearchParams();
  const rating = usePuzzleRating(solver);
  const mixed = useOpenPuzzle();
  const searched = useOpenPuzzle();

  return (
    <>
      <PageTitle title="Puzzles" />
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        {solver && (
          <Card variant="outlined" component="section" aria-labelledby="puzzle-rating-heading">
            <CardContent>
              <Typography id="puzzle-rating-heading" variant="h6" component="h2" gutterBottom>
                Puzzle rating
              </Typography>
              <QueryState query={rating} label="Loading your rating">
                {(current) => (
                  <Typography sx={{ fontSize: '1.5rem' }}>
                    Current puzzle rating: {formatPuzzleRating(current)}
                  </Typography>
                )}
              </QueryState>
              {mixed.isError && <ErrorAlert error={mixed.error} sx={{ mt: 1 }} />}
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
                <Button
                  variant="contained"
                  onClick={() => mixed.mutate({ mixed: true })}
                  loading={mixed.isPending}
                >
                  Solve Mixed Puzzles
                </Button>
              </Stack>
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 2 }}>
                <Link component={RouterLink} to="/mypuzzles/dashboard">
                  My puzzle dashboard
                </Link>
                <Link component={RouterLink} to="/puzzleSurvival">
                  Puzzle Survival
                </Link>
              </Stack>
            </CardContent>
          </Card>
        )}
        {!(solver && rating.isPending) && (
          <PuzzleSearchCard
            currentRating={rating.data?.rating ?? PUZZLE_RATING_DEFAULT}
            initialTheme={search.get('themes') ?? ''}
            elite={canUseOpeningFilters(roles)}
            coachOrAdmin={isCoachOrAdmin(roles)}
            canSolve={solver}
            onSearch={(filters) => searched.mutate({ filters })}
            searching={searched.isPending}
          />
        )}
        {searched.isError && <ErrorAlert error={searched.error} />}
      </Stack>
    </>
  );
}
