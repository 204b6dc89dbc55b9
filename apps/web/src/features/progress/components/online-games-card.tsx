import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatDateTime, ONLINE_GAMES_MESSAGES } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { useOnlineGames, useSaveOnlineGames } from '@/features/progress/api/student-corner';

/** What the last import did, in a sentence. */
function lastRunText(lastRunAt: string | null, lastAdded: number | null, timeZone?: string) {
  if (!lastRunAt) return 'The first import runs in a moment.';
  const added = lastAdded ?? 0;
  return `Last looked ${formatDateTime(lastRunAt, { timeZone })}: ${
    added === 0 ? 'no new games' : added === 1 ? '1 new game' : `${added} new games`
  }.`;
}

/**
 * The student corner's switch for importing the student's recent chess.com and Lichess games to
 * be analysed (issue 34): off until the student, a linked parent or an admin turns it on; their
 * coach sees whether it is on.
 */
export function OnlineGamesCard({ username, timeZone }: { username: string; timeZone?: string }) {
  const state = useOnlineGames(username);
  const save = useSaveOnlineGames(username);
  const data = state.data;
  if (!data) return null;
  const noAccount = !data.chessDotComId && !data.liChessId;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="online-games-heading"
      sx={{ p: 2 }}
    >
      <Typography id="online-games-heading" variant="h6" component="h2" gutterBottom>
        Games from chess.com and Lichess
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {ONLINE_GAMES_MESSAGES.explain}
      </Typography>
      {data.canChange ? (
        <FormControlLabel
          control={
            <Switch
              checked={data.enabled}
              disabled={save.isPending || (noAccount && !data.enabled)}
              onChange={(event) => save.mutate({ enabled: event.target.checked })}
            />
          }
          label="Import and analyse my recent games"
        />
      ) : (
        <Typography>{data.enabled ? 'Imported and analysed daily.' : 'Not imported.'}</Typography>
      )}
      {noAccount && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No chess.com or Lichess ID in the profile yet.
        </Typography>
      )}
      {data.enabled && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {lastRunText(data.lastRunAt, data.lastAdded, timeZone)}
        </Typography>
      )}
      {data.enabled && data.lastError && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          The last import could not read {data.lastError}. It tries again tomorrow.
        </Alert>
      )}
      {save.isError && <ErrorAlert error={save.error} sx={{ mt: 1 }} />}
    </Paper>
  );
}
