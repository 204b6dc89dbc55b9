import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { PUZZLE_DISPLAY_BOARD_WIDTH, PUZZLE_DISPLAY_COUNT } from '@kingside/shared';
import { ChessBoard } from '@/chess/components/chess-board';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { usePuzzlesRepo } from '@/features/puzzles/api/get-puzzles-repo';

/** The names of a /puzzlesdisplay/a,b,c address (at most 9; empty parts skipped). */
const readNames = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, PUZZLE_DISPLAY_COUNT);

/** Printing keeps only the boards: the site's header, menus and footer are left out. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, [data-no-print]': { display: 'none !important' },
        'li[data-position]': { breakInside: 'avoid' },
      },
    }}
  />
);

/**
 * /puzzlesdisplay/{puzzleNames} (coaches and admins, spec 2 §2): the puzzles after their first
 * move, three boards a row, each 200 wide, "Position n" and the side to move, for printing.
 */
export function PuzzlesDisplayPage() {
  const names = readNames(useParams().puzzleNames);
  const puzzles = usePuzzlesRepo(names);
  return (
    <>
      {PRINT_STYLES}
      <PageTitle title="Puzzles" />
      <QueryState query={puzzles} label="Loading the puzzles">
        {(list) => (
          <Box
            component="ol"
            aria-label="Positions"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: `repeat(3, ${PUZZLE_DISPLAY_BOARD_WIDTH}px)`,
              gap: 3,
              overflowX: 'auto',
            }}
          >
            {list.map((puzzle, index) => (
              <Box component="li" key={puzzle.name} data-position sx={{ minWidth: 0 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {`Position ${index + 1}`}
                </Typography>
                <ChessBoard
                  ariaLabel={`Position ${index + 1}`}
                  fen={puzzle.fen}
                  size={PUZZLE_DISPLAY_BOARD_WIDTH}
                  orientation={puzzle.fen.split(' ')[1] === 'b' ? 'black' : 'white'}
                  interactive={false}
                />
                <Typography variant="body2">
                  {puzzle.fen.split(' ')[1] === 'b' ? 'Black to move' : 'White to move'}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </QueryState>
    </>
  );
}
