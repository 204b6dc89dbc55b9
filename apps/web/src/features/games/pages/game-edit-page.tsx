import { useParams } from 'react-router';
import { GAME_TYPES } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { Loading } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { useGame } from '@/features/games/api/get-game';
import { GameForm, gameToFormValues } from '@/features/games/components/game-form';
import { GamesBreadcrumbs } from '@/features/games/components/games-breadcrumbs';

/** /game/:gameId: Home > Games > name, the game's form and a setup board at its position. */
export function GameEditPage() {
  const { gameId } = useParams();
  const id = Number(gameId);
  const game = useGame(id);

  if (game.isPending) return <Loading />;
  if (game.isError) return <ErrorAlert error={game.error} />;
  return (
    <>
      <GamesBreadcrumbs current={game.data.name} dirPath={game.data.dirPath} />
      <PageTitle title={game.data.name} />
      {/* A refetched game (after a save) keeps the form the user is typing in. */}
      <GameForm key={game.data.id} defaultValues={gameToFormValues(game.data)} types={GAME_TYPES} />
    </>
  );
}
