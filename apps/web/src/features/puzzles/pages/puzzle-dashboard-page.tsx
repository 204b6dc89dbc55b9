import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  formatDate,
  isCoachOrAdmin,
  PUZZLE_DASHBOARD_DAYS_DEFAULT,
  PUZZLE_REVIEW_DAYS,
  reviewDueText,
  type PuzzleDashboard,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { SimpleTable } from '@/components/simple-table';
import { usePuzzleDashboard } from '@/features/puzzles/api/get-dashboard';
import { formatPuzzleRating } from '@/features/puzzles/api/get-puzzle';
import { PuzzleStudentPicker } from '@/features/puzzles/components/puzzle-student-picker';
import { RatingHistory } from '@/features/puzzles/components/rating-history';
import { SolvedPuzzlesTable } from '@/features/puzzles/components/solved-puzzles-table';
import { useOpenPuzzle } from '@/features/puzzles/components/use-open-puzzle';
import { useClub } from '@/lib/club';
import { useSession } from '@/lib/session';

/** "Failed puzzles come back after 1, 3, 7 and 21 days until solved twice in a row." */
const REVIEW_SENTENCE = `Failed puzzles, and the mistakes the engine finds in your games, come back after ${PUZZLE_REVIEW_DAYS.slice(0, -1).join(', ')} and ${PUZZLE_REVIEW_DAYS.at(-1)} days until solved twice in a row.`;

/** The periods the dashboard offers, in days. */
/** The themes table's columns; Practise follows on the caller's own dashboard. */
const THEME_COLUMNS = [
  'Theme',
  { label: 'Played', align: 'right' },
  { label: 'Success rate', align: 'right' },
  { label: 'Performance', align: 'right' },
] as const;

const PERIODS = [7, 30, 90, 365] as const;

function Figures({ dashboard }: { dashboard: PuzzleDashboard }) {
  const facts = [
    ['Puzzle rating', formatPuzzleRating(dashboard.rating)],
    ['Puzzles played', String(dashboard.played)],
    ['Puzzles solved', String(dashboard.solved)],
    ['Best survival run', String(dashboard.survivalBest)],
  ] as const;
  return (
    <Stack component="dl" direction="row" sx={{ gap: 4, flexWrap: 'wrap', m: 0 }}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

/** Per theme, weakest first (the server's order): played, success rate, performance. */
function ThemesTable({
  themes,
  onPractise,
}: {
  themes: PuzzleDashboard['themes'];
  /** Starts a session of the theme; absent on someone else's dashboard. */
  onPractise?: (theme: string) => void;
}) {
  return (
    <SimpleTable
      label="Themes"
      columns={onPractise ? [...THEME_COLUMNS, 'Practise'] : THEME_COLUMNS}
      empty="No puzzles played in this period. Choose a longer Period above."
    >
      {themes.map((theme) => (
        <TableRow key={theme.theme}>
          <TableCell component="th" scope="row">
            {theme.text}
          </TableCell>
          <TableCell align="right">{theme.played}</TableCell>
          <TableCell align="right">{theme.successRate}%</TableCell>
          <TableCell align="right">{theme.performance}</TableCell>
          {onPractise && (
            <TableCell>
              <Button size="small" onClick={() => onPractise(theme.theme)}>
                Practise <span className="visually-hidden">&nbsp;{theme.text}</span>
              </Button>
            </TableCell>
          )}
        </TableRow>
      ))}
    </SimpleTable>
  );
}

/** The puzzles waiting for review, due first, each with the day it comes back. */
function ReviewList({ items }: { items: PuzzleDashboard['review']['items'] }) {
  const { data: club } = useClub();
  if (items.length === 0) return null;
  return (
    <List dense aria-label="Puzzles to review" sx={{ maxWidth: 480 }}>
      {items.map((item) => (
        <ListItem key={item.name} disableGutters>
          <ListItemText
            primary={`${item.name} (${item.rating})`}
            secondary={
              item.due ? 'Due now' : `Due ${formatDate(item.dueAt, { timeZone: club?.timezone })}`
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * /mypuzzles/dashboard (students and coaches; issue 14, lichess's puzzle dashboard): the rating
 * over the period, totals, themes weakest first with a session of each, the review queue and the
 * solved puzzles. `?username=` shows a coach's student's (an admin's: anyone's); coaches pick one.
 */
export function PuzzleDashboardPage() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const username = search.get('username') || undefined;
  const days = Number(search.get('days')) || PUZZLE_DASHBOARD_DAYS_DEFAULT;
  const dashboard = usePuzzleDashboard(username, days);
  const open = useOpenPuzzle();
  const own = !username || username === session?.username;

  const setParam = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageTitle title={own ? 'My Puzzle Dashboard' : `Puzzle Dashboard: ${username}`} />
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          {...NATIVE_SELECT}
          size="small"
          label="Period"
          value={String(days)}
          onChange={(e) => setParam('days', e.target.value)}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </TextField>
        {isCoachOrAdmin(session?.roles ?? []) && (
          <PuzzleStudentPicker onPick={(picked) => setParam('username', picked)} />
        )}
        <Link component={RouterLink} to="/puzzles">
          Puzzles
        </Link>
      </Stack>
      {open.isError && <ErrorAlert error={open.error} sx={{ mb: 2 }} />}
      <QueryState query={dashboard} label="Loading the dashboard">
        {(data) => (
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Figures dashboard={data} />
            </Paper>
            <section aria-labelledby="rating-history-heading">
              <Typography id="rating-history-heading" variant="h6" component="h2" gutterBottom>
                Rating over the last {data.days} days
              </Typography>
              <RatingHistory history={data.history} />
            </section>
            <section aria-labelledby="themes-heading">
              <Typography id="themes-heading" variant="h6" component="h2" gutterBottom>
                Themes, weakest first
              </Typography>
              <ThemesTable
                themes={data.themes}
                onPractise={
                  own
                    ? (theme) => open.mutate({ filters: { rated: 'true', themes: theme } })
                    : undefined
                }
              />
            </section>
            <section aria-labelledby="review-heading">
              <Typography id="review-heading" variant="h6" component="h2" gutterBottom>
                Review
              </Typography>
              <Alert severity={data.review.dueCount > 0 ? 'info' : 'success'} role="none">
                {reviewDueText(data.review.dueCount)} {REVIEW_SENTENCE}
              </Alert>
              <ReviewList items={data.review.items} />
              {own && (
                <Button
                  variant="contained"
                  sx={{ mt: 1 }}
                  disabled={data.review.dueCount === 0}
                  loading={open.isPending}
                  onClick={() => open.mutate({ filters: { review: 'true' } })}
                >
                  Review now
                </Button>
              )}
            </section>
            <section aria-labelledby="solved-heading">
              <Typography id="solved-heading" variant="h6" component="h2" gutterBottom>
                Solved puzzles
              </Typography>
              <SolvedPuzzlesTable username={username} />
            </section>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
