import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUZZLE_SOLVING_MESSAGES, type Puzzle, type PuzzleMove } from '@kingside/shared';
import { ChessBoard, type BoardSize } from '@/chess/components/chess-board';
import { chessLibReady } from '@/chess/logic/chess-lib';
import type { GameState, PlayedMove } from '@/chess/logic/game';
import {
  applyAnswer,
  judgeMove,
  playLineMove,
  playShownMove,
  refuseMove,
  sendMove,
  shownGame,
  solvingSide,
  startSolving,
  uciOf,
  type MoveAnswer,
  type SolvingNote,
} from '@/features/puzzles/components/puzzle-line';

/** How long the puzzle's first move waits before it plays itself, so the user sees it played. */
export const FIRST_MOVE_DELAY_MS = 600;
/** How long a reply waits after the user's correct move. */
export const REPLY_DELAY_MS = 400;

const noteText = (note: SolvingNote) =>
  note.kind === 'continue'
    ? PUZZLE_SOLVING_MESSAGES.continueSolving
    : note.kind === 'solved'
      ? PUZZLE_SOLVING_MESSAGES.solved
      : note.kind === 'failed'
        ? PUZZLE_SOLVING_MESSAGES.failed
        : `The move was ${note.san}.`;

const noteSeverity = (note: SolvingNote) =>
  note.kind === 'solved' ? 'success' : note.kind === 'failed' ? 'error' : 'info';

/**
 * One try at a puzzle (spec 2 §4, docs/decisions/0045): the first move plays itself; each user
 * move is sent to the server, which answers the verdict and the reply (then played itself). The
 * try ends at the first wrong move or the last right one, when the server answers the whole line;
 * after a wrong move the user may go on, judged here against it, unless `stopOnFailure`. Key it
 * by the try: a new key starts the puzzle again.
 */
export function PuzzleSolver({
  puzzle,
  size,
  onMove,
  stopOnFailure = false,
  onShowMove,
  showMovePending = false,
  children,
}: {
  /** As served: the position and the moves played so far (the opponent's first). */
  puzzle: Puzzle;
  /** Board width in pixels (350 for puzzles, 450 for survival). */
  size: BoardSize;
  /**
   * Sends the user's move of the try in progress to the server: the verdict and the line as far
   * as it may be seen. A failed call takes the move back (the page shows the error).
   */
  onMove: (move: PuzzleMove) => Promise<MoveAnswer>;
  /** Ends the try at a wrong move (survival) instead of letting the user go on. */
  stopOnFailure?: boolean;
  /**
   * Shows the "Show move" button: while the try is in progress, asks the server for the move at
   * `ply` (the try then ends as failed) and the whole line; after it, the line's move is shown.
   */
  onShowMove?: (ply: number) => Promise<{ move: string; moves: string }>;
  showMovePending?: boolean;
  /** Shown under the messages: ratings, buttons. */
  children?: ReactNode;
}) {
  const [solving, setSolving] = useState(() => startSolving(puzzle));
  const side = solvingSide(puzzle.fen);
  const stopped = stopOnFailure && solving.failed;
  const canMove = solving.phase === 'user' && !stopped;

  useEffect(() => {
    if (solving.phase !== 'auto') return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The board's rules load in their own chunk; the move waits for them.
    void chessLibReady.then(() => {
      if (!live) return;
      timer = setTimeout(
        () => setSolving((state) => playLineMove(state)),
        solving.ply === 0 ? FIRST_MOVE_DELAY_MS : REPLY_DELAY_MS,
      );
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [solving.phase, solving.ply]);

  const move = async (played: PlayedMove, game: GameState) => {
    if (!canMove) return;
    if (solving.ended) {
      setSolving(judgeMove(solving, played, game).state);
      return;
    }
    const ply = solving.ply;
    setSolving((state) => sendMove(state, game));
    try {
      const answer = await onMove({ ply, uci: uciOf(played) });
      setSolving((state) => applyAnswer(state, answer));
    } catch {
      setSolving((state) => refuseMove(state));
    }
  };

  const showMove = async () => {
    if (!onShowMove || !canMove) return;
    if (solving.ended) {
      const uci = solving.line[solving.ply];
      if (uci) setSolving((state) => playShownMove(state, uci));
      return;
    }
    try {
      const shown = await onShowMove(solving.ply);
      setSolving((state) => playShownMove(state, shown.move, shown.moves));
    } catch {
      // The page shows the call's error; the board stays as it was.
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <ChessBoard
        ariaLabel={`Puzzle ${puzzle.name}`}
        game={shownGame(solving)}
        onMove={(played, game) => void move(played, game)}
        orientation={side}
        size={size}
        interactive={canMove}
      />
      <Box sx={{ flex: 1, minWidth: 0, width: '100%', maxWidth: 480 }}>
        <Typography variant="h6" component="p">
          {side === 'white' ? 'White to move' : 'Black to move'}
        </Typography>
        <Box role="status" aria-live="polite" sx={{ minHeight: 56, my: 1 }}>
          {solving.note && (
            <Alert severity={noteSeverity(solving.note)} role="none">
              {noteText(solving.note)}
            </Alert>
          )}
        </Box>
        {children}
        {onShowMove && (
          <Button
            variant="outlined"
            onClick={() => void showMove()}
            disabled={!canMove}
            loading={showMovePending}
            sx={{ mt: 1 }}
          >
            Show move
          </Button>
        )}
      </Box>
    </Stack>
  );
}
