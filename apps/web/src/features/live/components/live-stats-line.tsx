import Typography from '@mui/material/Typography';
import { useLiveStats } from '@/features/live/api/live-api';

/** "Live games this month: club N, you M" (GET /api/live/stats); nothing until it loads. */
export function LiveStatsLine() {
  const stats = useLiveStats();
  if (!stats.data) return null;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      Live games this month: club {stats.data.clubGamesThisMonth}, you {stats.data.myGamesThisMonth}
    </Typography>
  );
}
