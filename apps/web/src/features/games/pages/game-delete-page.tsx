import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { normalizeDirPath } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useGamesByIds } from '@/features/games/api/get-games-by-ids';
import { DeleteGamesPanel } from '@/features/games/components/delete-games-confirm';
import { gameIdsParam } from '@/features/games/components/game-ids';
import { GamesBreadcrumbs } from '@/features/games/components/games-breadcrumbs';

/** The games about to go, by name. */
function GameNames({ ids }: { ids: number[] }) {
  const games = useGamesByIds(ids);
  return (
    <QueryState query={games} label="Loading the games">
      {(list) => (
        <ul aria-label="Games to delete">
          {list.map((game) => (
            <li key={game.id}>{game.name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/**
 * /gameDelete?ids=&dirPath= (coaches and admins): the games library's delete confirmation on a
 * page of its own, with a way back to the directory.
 */
export function GameDeletePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dirPath = normalizeDirPath(searchParams.get('dirPath') ?? '/');
  const ids = gameIdsParam(searchParams.get('ids'));
  const [deleted, setDeleted] = useState<string | null>(null);
  const back = `/games?${new URLSearchParams({ dirPath }).toString()}`;
  return (
    <>
      <GamesBreadcrumbs current="Delete Games" dirPath={dirPath} />
      <PageTitle title="Delete Games" />
      {deleted ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {deleted}
        </Alert>
      ) : ids.length === 0 ? (
        <Typography sx={{ mb: 2 }}>No games are chosen: tick them on the games page.</Typography>
      ) : (
        <>
          <GameNames ids={ids} />
          <DeleteGamesPanel
            ids={ids}
            label={ids.length === 1 ? '1 game' : `${ids.length} games`}
            onDeleted={setDeleted}
            onClose={() => void navigate(back)}
          />
        </>
      )}
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to={back}>
          Back to Games
        </Link>
      </Typography>
    </>
  );
}
