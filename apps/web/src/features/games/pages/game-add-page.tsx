import { useSearchParams } from 'react-router';
import { normalizeDirPath, type GameType } from '@kingside/shared';
import { PageTitle } from '@/components/page-title';
import { GameForm, newGameFormValues } from '@/features/games/components/game-form';
import { GamesBreadcrumbs } from '@/features/games/components/games-breadcrumbs';

/** The add form offers Puzzle and Training first, and Question with its own fields. */
const ADD_TYPES: readonly GameType[] = ['Puzzle', 'Training', 'Question'];

/** /gameAdd?dirPath=: a new game in that directory, built on a free setup board. */
export function GameAddPage() {
  const [searchParams] = useSearchParams();
  const dirPath = normalizeDirPath(searchParams.get('dirPath') ?? '/');
  return (
    <>
      <GamesBreadcrumbs current="Add Game" dirPath={dirPath} />
      <PageTitle title="Add Game" />
      <GameForm key={dirPath} defaultValues={newGameFormValues(dirPath)} types={ADD_TYPES} />
    </>
  );
}
