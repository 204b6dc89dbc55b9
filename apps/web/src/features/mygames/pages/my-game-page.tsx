import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import type { MyGame } from '@kingside/shared';
import { PgnViewer } from '@/chess/viewer/pgn-viewer';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useMyGame } from '@/features/mygames/api/get-my-game';

/** "Magnus (2830) – Hikaru (2790), 3+2, 1-0", leaving out what the PGN did not say. */
function describe(game: MyGame): string {
  const player = (name: string | null, elo: number | null) =>
    `${name ?? '?'}${elo === null ? '' : ` (${elo})`}`;
  return [
    `${player(game.white, game.whiteElo)} – ${player(game.black, game.blackElo)}`,
    game.timeControl,
    game.gameResult,
  ]
    .filter(Boolean)
    .join(', ');
}

/** /myGame/:id (club members): one of the member's games, replayed on a board. */
export function MyGamePage() {
  const id = Number(useParams().id);
  const game = useMyGame(id);

  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/myGames" underline="hover" color="inherit">
          My Games
        </Link>
        <Typography sx={{ color: 'text.primary' }}>{game.data?.name ?? 'Game'}</Typography>
      </Breadcrumbs>
      <PageTitle title={game.data?.name ?? 'My Game'} />
      <QueryState query={game} label="Loading the game">
        {(loaded) => (
          <>
            <Typography sx={{ mb: 2 }}>
              {describe(loaded)} ·{' '}
              <Link component={RouterLink} to={`/myGames/${loaded.id}/review`}>
                The engine's review
              </Link>
            </Typography>
            <PgnViewer pgn={loaded.pgn} ariaLabel={`Board of ${loaded.name}`} />
          </>
        )}
      </QueryState>
    </>
  );
}
