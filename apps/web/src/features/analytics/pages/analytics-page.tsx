import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useAnalytics } from '@/features/analytics/api/get-analytics';
import { ViewsPerDayChart } from '@/features/analytics/components/views-per-day-chart';
import { ViewsPerPageTable } from '@/features/analytics/components/views-per-page-table';

/** The periods an admin can choose, in days. */
const PERIODS = [7, 30, 90] as const;
const DEFAULT_PERIOD = 30;

/** The chosen period from ?days=, so a reload or a shared link keeps it. */
function usePeriod(): [number, (days: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : DEFAULT_PERIOD;
  return [days, (next) => setParams({ days: String(next) }, { replace: true })];
}

/** /admin/analytics: page views recorded on navigation, per day and per page (admin). */
export function AnalyticsPage() {
  const [days, setDays] = usePeriod();
  const analytics = useAnalytics(days);
  const data = analytics.data;

  return (
    <>
      <PageTitle title="Analytics" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <ToggleButtonGroup
          value={days}
          exclusive
          size="small"
          aria-label="Period"
          onChange={(_event, value: number | null) => {
            if (value !== null) setDays(value);
          }}
        >
          {PERIODS.map((period) => (
            <ToggleButton key={period} value={period}>
              {period} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {data && (
          <Typography>
            {data.total} page views in the last {data.days} days
          </Typography>
        )}
      </Stack>
      <QueryState query={analytics} label="Loading analytics">
        {({ perDay, perPage, total }) => (
          <Stack sx={{ gap: 3 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              {analytics.isPlaceholderData && <LinearProgress aria-label="Loading period" />}
              <Typography variant="h6" component="h2" gutterBottom>
                Views per day
              </Typography>
              <ViewsPerDayChart days={perDay} total={total} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Views per page
              </Typography>
              <ViewsPerPageTable pages={perPage} />
            </Paper>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
