import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChessBoard } from '@/chess/components/chess-board';
import { MoveList } from '@/chess/components/move-list';
import { useChessLib } from '@/chess/logic/chess-lib';
import { createGame, fenToMove, fullMoveNumber, type GameState } from '@/chess/logic/game';
import { PageTitle } from '@/components/page-title';
import { EngineLines } from '@/features/engine/components/engine-lines';
import { EngineNotice } from '@/features/engine/components/engine-notice';
import { EvalBar } from '@/features/engine/components/eval-bar';
import { ANALYSIS_DEPTH, useAnalysis } from '@/features/engine/engine/use-analysis';
import { useEngine, type EngineFactory } from '@/features/engine/engine/use-engine';
import { describeOutcome, gameOutcome, whiteScore } from '@/features/engine/logic/engine-game';
import {
  POSITION_INPUT_MAX,
  goToPly,
  readPositionInput,
} from '@/features/engine/logic/position-input';

/** The engine's best lines on this page (UCI MultiPV). */
const LINES = 3;

/**
 * /fritz (club members): an analysis board with Stockfish in the browser, in place of the
 * outside analysis site the spec embeds. A position comes from a pasted FEN or PGN (whose moves
 * can be stepped through); the engine shows its three best lines and an evaluation bar.
 */
export function FritzPage({
  engineFactory,
  showAnimations,
}: {
  engineFactory?: EngineFactory;
  showAnimations?: boolean;
}) {
  useChessLib();
  const inputId = useId();
  const engine = useEngine({ MultiPV: LINES }, engineFactory);
  const [game, setGame] = useState<GameState>(() => createGame());
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [analysing, setAnalysing] = useState(true);

  const outcome = gameOutcome(game);
  const ready = engine.status === 'ready' ? engine.engine : null;
  const analysis = useAnalysis(ready, game.fen, analysing && !outcome);
  const best = analysis.lines[0]?.score;
  const allMoves = [...game.history, ...[...game.redo].reverse()];

  const load = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = readPositionInput(text);
    if (!result.ok) {
      setInputError(result.error);
      return;
    }
    setInputError(null);
    setGame(result.game);
  };

  let engineStatus: string;
  if (engine.status === 'loading') engineStatus = 'Loading the engine…';
  else if (engine.status === 'error') engineStatus = engine.message;
  else if (outcome) engineStatus = describeOutcome(outcome);
  else if (!analysing) engineStatus = 'Analysis is stopped.';
  else if (analysis.searching) engineStatus = `Analysing… depth ${analysis.depth}`;
  else engineStatus = `Depth ${analysis.depth} (finished; the search stops at ${ANALYSIS_DEPTH}).`;

  return (
    <>
      <PageTitle title="Analysis (Fritz)" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box sx={{ display: 'flex', gap: 1, flex: '0 1 520px', minWidth: 0 }}>
          <EvalBar score={best && !outcome ? whiteScore(best, game.fen) : null} height={450} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ChessBoard
              ariaLabel="Analysis board"
              game={game}
              onGameChange={setGame}
              showControls
              size={450}
              showAnimations={showAnimations}
            />
          </Box>
        </Box>
        <Stack spacing={2} sx={{ flex: '1 1 300px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{fenToMove(game.fen)}</Typography>
          <section aria-label="Engine">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Button variant="outlined" onClick={() => setAnalysing((on) => !on)}>
                {analysing ? 'Stop analysis' : 'Start analysis'}
              </Button>
              <Typography role="status" aria-live="polite" color="text.secondary">
                {engineStatus}
              </Typography>
            </Stack>
            {analysing && !outcome && <EngineLines fen={game.fen} lines={analysis.lines} />}
          </section>
          <MoveList
            sans={allMoves.map((move) => move.san)}
            startFen={game.startFen}
            firstMoveNumber={fullMoveNumber(game.startFen)}
            current={game.history.length}
            onSelect={(ply) => setGame((current) => goToPly(current, ply))}
          >
            {allMoves.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button size="small" onClick={() => setGame((g) => goToPly(g, 0))}>
                  Start
                </Button>
                <Button size="small" onClick={() => setGame((g) => goToPly(g, allMoves.length))}>
                  End
                </Button>
              </Stack>
            )}
          </MoveList>
          <Box component="form" onSubmit={load} noValidate>
            <TextField
              id={inputId}
              label="FEN or PGN"
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              maxRows={10}
              fullWidth
              error={!!inputError}
              helperText={inputError ?? 'Paste a position (FEN) or a game (PGN), then Load.'}
              slotProps={{ htmlInput: { maxLength: POSITION_INPUT_MAX, spellCheck: false } }}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button type="submit" variant="contained">
                Load
              </Button>
              <Button onClick={() => setGame(createGame())}>Start position</Button>
            </Stack>
          </Box>
        </Stack>
      </Box>
      <EngineNotice />
    </>
  );
}
