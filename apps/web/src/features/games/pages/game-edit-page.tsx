import { useParams } from 'react-router';
import { GAME_TYPES } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useGame } from '@/features/games/api/get-game';
import { GameForm, gameToFormValues } from '@/features/games/components/game-form';
import { GamesBreadcrumbs } from '@/features/games/components/games-breadcrumbs';

/** /game/:gameId: Home > Games > name, the game's form and a setup board at its position. */
export function GameEditPage() {
  const { gameId } = useParams();
  const id = Number(gameId);
  const game = useGame(id);

  return (
    <QueryState query={game} label="Loading the game">
      {(loaded) => (
        <>
          <GamesBreadcrumbs current={loaded.name} dirPath={loaded.dirPath} />
          <PageTitle title={loaded.name} />
          {/* A refetched game (after a save) keeps the form the user is typing in. */}
          <GameForm key={loaded.id} defaultValues={gameToFormValues(loaded)} types={GAME_TYPES} />
        </>
      )}
    </QueryState>
  );
}
