import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import type { Period } from '@/features/progress/api/progress-keys';
import { useReportCard } from '@/features/progress/api/report-card';
import { FactsList } from '@/features/progress/components/facts-list';
import {
  currentTerm,
  PeriodPicker,
  useClubToday,
} from '@/features/progress/components/period-picker';
import { CommentSection } from '@/features/progress/components/report-comment-section';
import { REPORT_PRINT_STYLES } from '@/features/progress/components/report-print-styles';
import {
  AttendanceSection,
  GamesSection,
  MistakesSection,
  HomeworkSection,
  PuzzlesSection,
  RatingsSection,
} from '@/features/progress/components/report-sections';
import { useClub } from '@/lib/club';

const NONE = '—';

/**
 * /students/{username}/report (the student, their coaches and parents, admins): the report card
 * of a period (`?from&to`, the current term by default): ratings, homework, puzzles, attendance,
 * live games and the coach's comment, which coaches and admins write here. Prints one page.
 */
export function ReportCardPage() {
  const username = useParams().username ?? '';
  const { data: club } = useClub();
  const today = useClubToday();
  const [search, setSearch] = useSearchParams();
  const term = currentTerm(today);
  const period: Period = {
    from: search.get('from') || term.from,
    to: search.get('to') || term.to,
  };
  const report = useReportCard(username, period);
  const card = report.data;
  const timeZone = club?.timezone;

  return (
    <Box className="report-card">
      {REPORT_PRINT_STYLES}
      <PageTitle title={card ? `Report card: ${card.student.name}` : `Report card: ${username}`} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' } }}
        data-no-print
      >
        <PeriodPicker
          value={period}
          today={today}
          onChange={(next) => setSearch(next, { replace: true })}
        />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
        <Button component={RouterLink} to={`/studentCorner/${encodeURIComponent(username)}`}>
          Student Corner
        </Button>
      </Stack>
      <QueryState query={report} label="Loading the report card">
        {(data) => (
          <Stack spacing={3}>
            {report.isFetching && (
              <LinearProgress aria-label="Loading the report card" data-no-print />
            )}
            <Paper variant="outlined" sx={{ p: 2 }} className="report-section">
              <Typography variant="h6" component="p" sx={{ mb: 1 }}>
                {data.period.label}
              </Typography>
              <FactsList
                label="Student"
                facts={[
                  ['Username', data.student.username],
                  ['Class', data.student.classTime ?? NONE],
                  ['Coach', data.student.coach ?? NONE],
                  ['Rating', String(data.student.currentRating)],
                  ['USCF ID', data.student.uscfId ?? NONE],
                  ['Chess.com ID', data.student.chessDotComId ?? NONE],
                  ['Lichess ID', data.student.liChessId ?? NONE],
                ]}
              />
            </Paper>
            <RatingsSection report={data} timeZone={timeZone} />
            {/* Pairs of sections stack on screen and stand side by side on paper. */}
            <Stack spacing={3} className="report-pair">
              <HomeworkSection report={data} timeZone={timeZone} />
              <PuzzlesSection report={data} timeZone={timeZone} />
            </Stack>
            <AttendanceSection report={data} />
            <MistakesSection report={data} />
            <Stack spacing={3} className="report-pair">
              <GamesSection report={data} timeZone={timeZone} />
              <CommentSection
                key={`${data.period.from}|${data.period.to}`}
                report={data}
                username={username}
                queryPeriod={period}
                timeZone={timeZone}
              />
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
