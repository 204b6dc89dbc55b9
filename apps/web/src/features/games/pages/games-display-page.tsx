import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ChessBoard } from '@/chess/components/chess-board';
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
          <Box
            component="ol"
            aria-label="Positions"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(200px, 1fr))',
              gap: 3,
              overflowX: 'auto',
            }}
          >
            {list.map((game, index) => (
              <Box component="li" key={game.id} sx={{ minWidth: 0 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {`Position ${index + 1}`}
                </Typography>
                <ChessBoard
                  ariaLabel={`Position ${index + 1}`}
                  fen={game.fen}
                  size={200}
                  grow
                  interactive={false}
                />
                <Typography variant="body2">{fenToMove(game.fen)}</Typography>
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
    </>
  );
}
