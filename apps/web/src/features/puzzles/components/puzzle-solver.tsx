import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUZZLE_SOLVING_MESSAGES, type Puzzle } from '@kingside/shared';
import { ChessBoard, type BoardSize } from '@/chess/components/chess-board';
import { chessLibReady } from '@/chess/logic/chess-lib';
import type { GameState, PlayedMove } from '@/chess/logic/game';
import {
  judgeMove,
  playLineMove,
  playShownMove,
  solvingSide,
  startSolving,
  type SolvingNote,
} from '@/features/puzzles/components/puzzle-line';

/** How long the puzzle's first move waits before it plays itself, so the user sees it played. */
export const FIRST_MOVE_DELAY_MS = 600;
/** How long a reply waits after the user's correct move. */
export const REPLY_DELAY_MS = 400;

/** A finished try: the user's moves (UCI) and whether they solved it. */
export type PuzzleAttempt = { moves: string[]; solved: boolean };

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
 * One try at a puzzle (spec 2 §4): the first move plays itself, each user move is compared with
 * the line (the reply then plays itself), and the try's outcome is reported once, at the first
 * wrong move or at the end. After a wrong move the user may go on (the try still counts as
 * failed) unless `stopOnFailure`. Key it by the try: a new key starts the puzzle again.
 */
export function PuzzleSolver({
  puzzle,
  size,
  onAttempt,
  stopOnFailure = false,
  onShowMove,
  showMovePending = false,
  children,
}: {
  puzzle: Puzzle;
  /** Board width in pixels (350 for puzzles, 450 for survival). */
  size: BoardSize;
  /** Called once a try: at the first wrong move, or when solved without one. */
  onAttempt: (attempt: PuzzleAttempt) => void;
  /** Ends the try at a wrong move (survival) instead of letting the user go on. */
  stopOnFailure?: boolean;
  /**
   * Shows the "Show move" button: asks for the move at `moveIndex` of the line (the try counts
   * as failed); `reported` says whether this try's outcome was already sent.
   */
  onShowMove?: (moveIndex: number, reported: boolean) => Promise<string>;
  showMovePending?: boolean;
  /** Shown under the messages: ratings, buttons. */
  children?: ReactNode;
}) {
  const [solving, setSolving] = useState(() => startSolving(puzzle));
  const [reported, setReported] = useState(false);
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

  const onMove = (move: PlayedMove, game: GameState) => {
    if (!canMove) return;
    const { state, verdict } = judgeMove(solving, move, game);
    setSolving(state);
    if (verdict !== 'continue' && !reported) {
      setReported(true);
      onAttempt({ moves: state.userMoves, solved: verdict === 'solved' });
    }
  };

  const showMove = async () => {
    if (!onShowMove || !canMove) return;
    try {
      const uci = await onShowMove(solving.ply, reported);
      setReported(true);
      setSolving((state) => playShownMove(state, uci));
    } catch {
      // The page shows the call's error; the board stays as it was.
    }
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <ChessBoard
        ariaLabel={`Puzzle ${puzzle.name}`}
        game={solving.game}
        onMove={onMove}
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
