import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  formatDate,
  formatDateTime,
  PROGRESS_SOURCES,
  SOURCE_LABELS,
  type OnlineSource,
  type ProgressSource,
  type SourceMonth,
  type SourceStats,
  type StudentDashboard,
} from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { TableRegion } from '@/components/table-region';
import { useSourceStats, useStudentCorner } from '@/features/progress/api/student-corner';
import { FactsList } from '@/features/progress/components/facts-list';
import { OnlineGamesCard } from '@/features/progress/components/online-games-card';
import { getErrorMessage } from '@/lib/api-client';
import { useClub } from '@/lib/club';

const NONE = '—';

/** One source's row as the page shows it: its figures and whether fresher ones are on the way. */
type SourceRow = {
  source: ProgressSource;
  /** Null for an online site the student gave no id for. */
  stats: SourceStats | null;
  /** The site is being asked; the cached figures show meanwhile. */
  loading: boolean;
  /** Asking the site failed (the cached figures stay). */
  error: unknown;
};

const figure = (value: number | null) => (value === null ? NONE : String(value));
/** A club best: "12 (pat)". */
const best = (value: number | null, user: string | null) =>
  value === null ? NONE : user ? `${value} (${user})` : String(value);

const MONTH_COLUMNS = [
  'Logins',
  'Games played',
  'Puzzles solved',
  'Rating',
  'Club best logins',
  'Club best games',
  'Club best puzzles',
] as const;

const monthCells = (month: SourceMonth) => [
  figure(month.noOfLogins),
  figure(month.gamesPlayed),
  figure(month.puzzlesSolved),
  figure(month.rating),
  best(month.maxNoOfLogins, month.maxNoOfLoginsUser),
  best(month.maxGamesPlayed, month.maxGamesPlayedUser),
  best(month.maxPuzzlesSolved, month.maxPuzzlesSolvedUser),
];

/** One month of every source: Club, Chess.com, Lichess. */
function MonthTable({
  title,
  rows,
  month,
}: {
  title: string;
  rows: readonly SourceRow[];
  month: 'thisMonth' | 'lastMonth';
}) {
  return (
    <section>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <TableRegion label={`${title} table`}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Source</TableCell>
              {MONTH_COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.source}>
                <TableCell component="th" scope="row">
                  {SOURCE_LABELS[row.source]}
                  {row.loading && (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {' '}
                      Loading…
                    </Typography>
                  )}
                </TableCell>
                {(row.stats ? monthCells(row.stats[month]) : MONTH_COLUMNS.map(() => NONE)).map(
                  (text, index) => (
                    <TableCell key={MONTH_COLUMNS[index]} align="right">
                      {text}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableRegion>
    </section>
  );
}

/** What the page says about an online site: no id, no such player, not answering, a failure. */
function SourceNotes({ row, timeZone }: { row: SourceRow; timeZone?: string }) {
  const label = SOURCE_LABELS[row.source];
  if (row.source === 'club') return null;
  if (!row.stats) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No {label} ID in the profile.
      </Typography>
    );
  }
  const { unavailableSince, fetchedAt, notFound, account } = row.stats;
  return (
    <>
      {notFound && (
        <Alert severity="warning">
          {label} has no player named {account}.
        </Alert>
      )}
      {unavailableSince && (
        <Alert severity="warning">
          {label} is unavailable since {formatDateTime(unavailableSince, { timeZone })}.{' '}
          {fetchedAt
            ? `Showing the figures from ${formatDateTime(fetchedAt, { timeZone })}.`
            : 'No figures were fetched yet.'}
        </Alert>
      )}
      {row.error !== null && (
        <Alert severity="warning">
          {label} could not be asked for new figures: {getErrorMessage(row.error)}
        </Alert>
      )}
    </>
  );
}

/** The ids beside the name; the US Chess rating beside the USCF ID. */
function Profile({ dashboard }: { dashboard: StudentDashboard }) {
  const uscf = dashboard.uscfId
    ? `${dashboard.uscfId} (${
        dashboard.uscfUnavailable
          ? 'US Chess is unavailable'
          : dashboard.uscfRating === null
            ? 'no US Chess rating'
            : `US Chess rating ${dashboard.uscfRating}`
      })`
    : NONE;
  return (
    <FactsList
      label="Profile"
      facts={[
        ['Current batch', dashboard.currentBatch ?? NONE],
        ['Current rating', String(dashboard.currentRating)],
        ['USCF ID', uscf],
        ['Chess.com ID', dashboard.chessDotComId ?? NONE],
        ['Lichess ID', dashboard.liChessId ?? NONE],
      ]}
    />
  );
}

const ACCOUNT_OF: Record<OnlineSource, (d: StudentDashboard) => string | null> = {
  chesscom: (d) => d.chessDotComId,
  lichess: (d) => d.liChessId,
};

/**
 * /studentCorner/{username} (the student, their coaches and parents, admins; spec 2 §3
 * "Dashboard"): the student's ids, then this month's and last month's logins, games, puzzles and
 * rating at the club, on chess.com and on Lichess beside the club's best. The sites' figures
 * first come from the server's cache, then from one call per site, which may take a while, or
 * fail while the rest of the page stays.
 */
export function StudentCornerPage() {
  const username = useParams().username ?? '';
  const { data: club } = useClub();
  const corner = useStudentCorner(username);
  const dashboard = corner.data;
  const chesscom = useSourceStats(
    username,
    'chesscom',
    Boolean(dashboard && ACCOUNT_OF.chesscom(dashboard)),
  );
  const lichess = useSourceStats(
    username,
    'lichess',
    Boolean(dashboard && ACCOUNT_OF.lichess(dashboard)),
  );
  const live = { chesscom, lichess };

  const rows: SourceRow[] = dashboard
    ? PROGRESS_SOURCES.map((source) => {
        const cached = dashboard.sources.find((s) => s.source === source) ?? null;
        if (source === 'club') return { source, stats: cached, loading: false, error: null };
        if (!ACCOUNT_OF[source](dashboard))
          return { source, stats: null, loading: false, error: null };
        const asked = live[source];
        return {
          source,
          stats: asked.data ?? cached,
          loading: asked.isPending,
          error: asked.error,
        };
      })
    : [];

  return (
    <>
      <PageTitle
        title={
          dashboard
            ? `Student Corner: ${dashboard.name} (${dashboard.username})`
            : `Student Corner: ${username}`
        }
      />
      <QueryState query={corner} label="Loading the student corner">
        {(loaded) => (
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Profile dashboard={loaded} />
            </Paper>
            <div>
              <Button
                component={RouterLink}
                to={`/students/${encodeURIComponent(loaded.username)}/report`}
                variant="outlined"
              >
                Report card
              </Button>
            </div>
            <MonthTable
              title={`This month (${formatDate(`${loaded.thisMonth}-01`, { style: 'month' })})`}
              rows={rows}
              month="thisMonth"
            />
            <MonthTable
              title={`Last month (${formatDate(`${loaded.lastMonth}-01`, { style: 'month' })})`}
              rows={rows}
              month="lastMonth"
            />
            <Stack spacing={1}>
              {rows.map((row) => (
                <SourceNotes key={row.source} row={row} timeZone={club?.timezone} />
              ))}
            </Stack>
            <OnlineGamesCard username={loaded.username} timeZone={club?.timezone} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
