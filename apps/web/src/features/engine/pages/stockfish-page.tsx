import Typography from '@mui/material/Typography';
import { START_FEN } from '@/chess/logic/game';
import { PageTitle } from '@/components/page-title';
import { EngineGame } from '@/features/engine/components/engine-game';
import { EngineNotice } from '@/features/engine/components/engine-notice';
import { useEngine, type EngineFactory } from '@/features/engine/engine/use-engine';
import { DEFAULT_TIME_CONTROL, TIME_CONTROLS } from '@/features/engine/logic/clock';
import { DEFAULT_LEVEL } from '@/features/engine/logic/levels';

/**
 * /stockfish (club members): a game against Stockfish running in the browser; the user plays
 * Black, each side has 3 s plus 1.5 s a move by default (spec 2 §9).
 */
export function StockfishPage({
  engineFactory,
  showAnimations,
}: {
  /** Tests pass a fake engine. */
  engineFactory?: EngineFactory;
  showAnimations?: boolean;
}) {
  const engine = useEngine({}, engineFactory);
  return (
    <>
      <PageTitle title="Play Stockfish" />
      <Typography sx={{ mb: 2 }}>
        You play Black against Stockfish. Choose its strength and your clock; pawns promote to a
        queen.
      </Typography>
      <EngineGame
        engine={engine}
        startFen={START_FEN}
        player="b"
        timeControls={TIME_CONTROLS}
        initialControl={DEFAULT_TIME_CONTROL}
        initialLevel={DEFAULT_LEVEL}
        ariaLabel="Game against Stockfish"
        showAnimations={showAnimations}
      />
      <EngineNotice />
    </>
  );
}
