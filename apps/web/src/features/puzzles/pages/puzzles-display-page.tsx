import GlobalStyles from '@mui/material/GlobalStyles';
import { useParams } from 'react-router';
import { PUZZLE_DISPLAY_BOARD_WIDTH, PUZZLE_DISPLAY_COUNT } from '@kingside/shared';
import { PositionsGrid } from '@/chess/components/positions-grid';
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
          <PositionsGrid
            size={PUZZLE_DISPLAY_BOARD_WIDTH}
            positions={list.map((puzzle) => {
              const black = puzzle.fen.split(' ')[1] === 'b';
              return {
                key: puzzle.name,
                fen: puzzle.fen,
                orientation: black ? 'black' : 'white',
                caption: black ? 'Black to move' : 'White to move',
              };
            })}
          />
        )}
      </QueryState>
    </>
  );
}
