import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import licenceUrl from 'stockfish/Copying.txt?url';

/** The stockfish npm package served on these pages (keep in step with apps/web/package.json). */
export const STOCKFISH_VERSION = '19.0.0';

/**
 * The engine's licence notice and source offer: Stockfish runs in the browser as a separate
 * program under the GNU GPL v3, whose text is served beside the engine's files.
 */
export function EngineNotice() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
      The engine is Stockfish (stockfish.js {STOCKFISH_VERSION}, lite single-threaded build), free
      software under the{' '}
      <Link href={licenceUrl} target="_blank" rel="noopener">
        GNU General Public License v3
      </Link>
      . Its source code:{' '}
      <Link href="https://github.com/official-stockfish/Stockfish" rel="noopener">
        official-stockfish/Stockfish
      </Link>{' '}
      and{' '}
      <Link href="https://github.com/nmrugg/stockfish.js" rel="noopener">
        nmrugg/stockfish.js
      </Link>
      .
    </Typography>
  );
}
