import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChessBoard, type BoardSize } from '@/chess/components/chess-board';

/** One board of a PositionsGrid: its position, the side at the bottom, and the line under it. */
export type GridPosition = {
  key: string | number;
  fen: string;
  orientation?: 'white' | 'black';
  caption: string;
};

/**
 * Read-only boards three a row (on a phone, as many as fit), each headed "Position n" and with a line under it, for the pages
 * that show or print a set of positions (/gamesDisplay, /puzzlesdisplay). Each board is `size`
 * wide; with `grow` it grows from there to share the row's width. Every cell carries
 * `data-position`, so a print stylesheet can keep a board on one page.
 */
export function PositionsGrid({
  positions,
  size,
  grow = false,
}: {
  positions: readonly GridPosition[];
  size: BoardSize;
  grow?: boolean;
}) {
  return (
    <Box
      component="ol"
      aria-label="Positions"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        // Three a row from a desk's width; a phone shows as many as fit (one or two).
        gridTemplateColumns: {
          xs: grow ? `repeat(auto-fill, minmax(${size}px, 1fr))` : `repeat(auto-fill, ${size}px)`,
          md: grow ? `repeat(3, minmax(${size}px, 1fr))` : `repeat(3, ${size}px)`,
        },
        justifyContent: { xs: 'center', md: 'start' },
        gap: 3,
        overflowX: 'auto',
      }}
    >
      {positions.map((position, index) => (
        <Box component="li" key={position.key} data-position sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {`Position ${index + 1}`}
          </Typography>
          <ChessBoard
            ariaLabel={`Position ${index + 1}`}
            fen={position.fen}
            size={size}
            grow={grow}
            orientation={position.orientation}
            interactive={false}
          />
          <Typography variant="body2">{position.caption}</Typography>
        </Box>
      ))}
    </Box>
  );
}
