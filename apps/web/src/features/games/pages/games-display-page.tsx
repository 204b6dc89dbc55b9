import { useParams } from 'react-router';
import { PositionsGrid } from '@/chess/components/positions-grid';
import { fenToMove } from '@/chess/logic/game';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useGamesByIds } from '@/features/games/api/get-games-by-ids';

/** The ids of a /gamesDisplay/3,5,8 address; anything that is not an id is skipped. */
function readIds(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * /gamesDisplay/:gameIds: the games' start positions, three boards a row, each at least 200
 * pixels and growing to share the row's width.
 */
export function GamesDisplayPage() {
  const { gameIds } = useParams();
  const games = useGamesByIds(readIds(gameIds));

  return (
    <>
      <PageTitle title="Games" />
      <QueryState query={games} label="Loading the games">
        {(list) => (
          <PositionsGrid
            size={200}
            grow
            positions={list.map((game) => ({
              key: game.id,
              fen: game.fen,
              caption: fenToMove(game.fen),
            }))}
          />
        )}
      </QueryState>
    </>
  );
}
