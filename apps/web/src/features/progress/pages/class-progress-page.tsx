import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { ClassProgressRow } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { TablePages, useTablePage } from '@/components/table-pages';
import { TableRegion } from '@/components/table-region';
import {
  downloadClassProgressCsv,
  useClassProgress,
  useProgressClasses,
} from '@/features/progress/api/class-progress';
import type { Period } from '@/features/progress/api/progress-keys';
import {
  currentTerm,
  PeriodPicker,
  useClubToday,
} from '@/features/progress/components/period-picker';
import { TrendSpark } from '@/features/progress/components/trend-spark';
import { queryString } from '@/lib/params-query';

const PAGE_SIZES = [25, 50, 100] as const;
const NONE = '—';

type SortKey =
  | 'name'
  | 'rating'
  | 'puzzleRating'
  | 'homeworkRate'
  | 'attendanceRate'
  | 'puzzlesSolved'
  | 'gamesPlayed'
  | 'blundersPerGame';
type Sort = { key: SortKey; direction: 'asc' | 'desc' };

const COLUMNS: readonly { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Student', numeric: false },
  { key: 'rating', label: 'Rating', numeric: true },
  { key: 'puzzleRating', label: 'Puzzle rating', numeric: true },
  { key: 'homeworkRate', label: 'Homework', numeric: true },
  { key: 'attendanceRate', label: 'Attendance', numeric: true },
  { key: 'puzzlesSolved', label: 'Puzzles solved', numeric: true },
  { key: 'gamesPlayed', label: 'Games', numeric: true },
  { key: 'blundersPerGame', label: 'Blunders per game', numeric: true },
];

/** The page's rows in `sort`'s order; a missing figure sorts last either way. */
function sortRows(rows: readonly ClassProgressRow[], sort: Sort | null): ClassProgressRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === 'name') return sign * a.name.localeCompare(b.name);
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

const rate = (value: number | null) => (value === null ? NONE : `${value}%`);

/**
 * /classProgress (coaches and admins): a class time's students over a period, a page at a time:
 * rating, puzzle rating, homework and attendance rates with their weekly trends, puzzles and
 * games. Clicking a column header sorts the page shown; Export CSV saves every student.
 */
export function ClassProgressPage() {
  const today = useClubToday();
  const classes = useProgressClasses();
  const [chosenId, setChosenId] = useState<number | undefined>();
  const [period, setPeriod] = useState<Period>(() => currentTerm(today));
  const [sort, setSort] = useState<Sort | null>(null);
  const paging = useTablePage(50);
  const classTime =
    classes.data?.find((c) => c.id === chosenId) ??
    (chosenId === undefined ? classes.data?.[0] : undefined);
  const progress = useClassProgress(classTime?.id, {
    ...period,
    page: paging.page,
    size: paging.size,
  });
  const download = useMutation({
    mutationFn: () => downloadClassProgressCsv(classTime!, period),
  });

  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  return (
    <>
      <PageTitle title="Class Progress" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          {...NATIVE_SELECT}
          size="small"
          label="Class"
          value={classTime ? String(classTime.id) : ''}
          onChange={(event) => {
            setChosenId(event.target.value ? Number(event.target.value) : undefined);
            paging.reset();
          }}
          sx={{ minWidth: 220 }}
        >
          {!classTime && <option value="">{classes.isPending ? 'Loading…' : 'No classes'}</option>}
          {(classes.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.label} (${c.students} students)`}
            </option>
          ))}
        </TextField>
        <PeriodPicker
          value={period}
          today={today}
          onChange={(next) => {
            setPeriod(next);
            paging.reset();
          }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!classTime || download.isPending}
          onClick={() => download.mutate()}
        >
          Export CSV
        </Button>
      </Stack>
      {download.isError && <ErrorAlert error={download.error} sx={{ mb: 1 }} />}
      <QueryState
        query={classes}
        label="Loading the classes"
        empty="You have no classes to follow yet."
      >
        {() =>
          classTime && (
            <QueryState
              query={progress}
              label="Loading class progress"
              empty="No students in this class."
              isEmpty={(list) => list.total === 0}
            >
              {(data) => (
                <>
                  <Typography sx={{ mb: 1 }}>
                    {data.classTime.label}, {data.period.label}
                  </Typography>
                  <TableRegion label={`Progress of ${data.classTime.label}`}>
                    <Table size="small" aria-label="Class progress">
                      <TableHead>
                        <TableRow>
                          {COLUMNS.map((column) => {
                            const active = sort?.key === column.key;
                            return (
                              <TableCell
                                key={column.key}
                                align={column.numeric ? 'right' : 'left'}
                                sortDirection={active ? sort.direction : false}
                              >
                                <TableSortLabel
                                  active={active}
                                  direction={active ? sort.direction : 'asc'}
                                  onClick={() => sortBy(column.key)}
                                >
                                  {column.label}
                                </TableSortLabel>
                              </TableCell>
                            );
                          })}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {sortRows(data.items, sort).map((row) => (
                          <TableRow key={row.id}>
                            <TableCell component="th" scope="row">
                              <Link
                                component={RouterLink}
                                to={`/students/${encodeURIComponent(row.username)}/report?${queryString(period)}`}
                              >
                                {row.name}
                              </Link>
                            </TableCell>
                            <TableCell align="right">{row.rating}</TableCell>
                            <TableCell align="right">
                              {row.puzzleRating ?? NONE}
                              <TrendSpark label="Weekly puzzle rating" values={row.ratingTrend} />
                            </TableCell>
                            <TableCell align="right">
                              {rate(row.homeworkRate)} ({row.homeworkCompleted}/
                              {row.homeworkAssigned})
                              <TrendSpark
                                label="Homework completed each week"
                                values={row.homeworkTrend}
                              />
                            </TableCell>
                            <TableCell align="right">
                              {rate(row.attendanceRate)} ({row.attended}/{row.classDays})
                              <TrendSpark
                                label="Days attended each week"
                                values={row.attendanceTrend}
                              />
                            </TableCell>
                            <TableCell align="right">{row.puzzlesSolved}</TableCell>
                            <TableCell align="right">{row.gamesPlayed}</TableCell>
                            <TableCell align="right">
                              {row.blundersPerGame === null
                                ? NONE
                                : `${row.blundersPerGame} (${row.gamesAnalysed} ${row.gamesAnalysed === 1 ? 'game' : 'games'})`}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableRegion>
                  <TablePages
                    label="Class progress pages"
                    total={data.total}
                    sizes={PAGE_SIZES}
                    {...paging}
                  />
                </>
              )}
            </QueryState>
          )
        }
      </QueryState>
    </>
  );
}
