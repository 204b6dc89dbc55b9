import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { normalizeDirPath } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { SuccessAlert } from '@/components/success-alert';
import { assignedGamesText } from '@/features/games/components/assign-users-dialog';
import { AssignUsersForm } from '@/features/games/components/assign-users-form';
import { gameIdsParam } from '@/features/games/components/game-ids';
import { GamesBreadcrumbs } from '@/features/games/components/games-breadcrumbs';

/**
 * /gameAssign?ids=&dirPath= (coaches and admins): Assign Users on a page of its own, for the games
 * ticked on /games (or, without ids, every game in the directory).
 */
export function GameAssignPage() {
  const [searchParams] = useSearchParams();
  const dirPath = normalizeDirPath(searchParams.get('dirPath') ?? '/');
  const ids = gameIdsParam(searchParams.get('ids'));
  const [message, setMessage] = useState<string | null>(null);
  const back = `/games?${new URLSearchParams({ dirPath }).toString()}`;
  return (
    <>
      <GamesBreadcrumbs current="Assign Games" dirPath={dirPath} />
      <PageTitle title="Assign Games" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Typography>{assignedGamesText(ids, dirPath)}</Typography>
        <SuccessAlert message={message} onClose={() => setMessage(null)} />
        <AssignUsersForm
          key={`${ids.join(',')}|${dirPath}`}
          gameIds={ids}
          dirPath={dirPath}
          onAssigned={(result) => setMessage(result.message)}
          cancel={
            <Button component={RouterLink} to={back}>
              Back to Games
            </Button>
          }
        />
      </Paper>
    </>
  );
}
