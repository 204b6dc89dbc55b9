import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { canUsePlayLive } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { Restricted } from '@/components/restricted';
import { ConnectionChip } from '@/features/live/components/connection-chip';
import { LiveGame } from '@/features/live/components/live-game';
import { LiveClosedNotice, liveClosed } from '@/features/live/components/live-session-ended';
import { useLiveConnection } from '@/features/live/socket/use-live';
import { useSession } from '@/lib/session';

function GameRoom({ gameId }: { gameId: string }) {
  const connection = useLiveConnection();
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PageTitle title="Live Game" />
        <ConnectionChip connected={connection.connected} restarting={connection.restarting} />
      </Stack>
      {liveClosed(connection) ? (
        <LiveClosedNotice connection={connection} />
      ) : (
        <LiveGame key={gameId} gameId={gameId} connection={connection} />
      )}
    </>
  );
}

/**
 * /playLive/{gameId} (issue 17): a live game for its players (moves, clocks, resign, draw,
 * abort) and for watching members; anyone else sees "Content Restricted" and no socket opens.
 */
export function LiveGamePage() {
  const session = useSession();
  const gameId = useParams().gameId ?? '';
  if (!session || !canUsePlayLive(session.roles)) {
    return (
      <>
        <PageTitle title="Live Game" />
        <Restricted variant="content" />
      </>
    );
  }
  return <GameRoom gameId={gameId} />;
}
