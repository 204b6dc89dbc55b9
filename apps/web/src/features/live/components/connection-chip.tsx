import Chip from '@mui/material/Chip';
import { LIVE_MESSAGES } from '@kingside/shared';

/**
 * The connected flag: set on connect, cleared on disconnect. While the server restarts it says
 * so (socket.io reconnects by itself, to another server behind the proxy).
 */
export function ConnectionChip({
  connected,
  restarting = false,
}: {
  connected: boolean;
  restarting?: boolean;
}) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={connected && !restarting ? 'success' : restarting ? 'warning' : 'default'}
      label={restarting ? LIVE_MESSAGES.serverRestarting : connected ? 'Connected' : 'Disconnected'}
      role="status"
    />
  );
}
