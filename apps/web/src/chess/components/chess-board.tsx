import { useId, useState, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import {
  Chessboard,
  type ChessboardOptions,
  type PieceDropHandlerArgs,
  type SquareHandlerArgs,
} from 'react-chessboard';
import type { BoardTheme } from '@kingside/shared';
import { LiveFieldset } from '@/components/live-fieldset';
import { BoardFrame } from '@/chess/components/board-frame';
import { BOARD_THEME_COLOURS, HIGHLIGHTS } from '@/chess/components/board-themes';
import { PromotionDialog } from '@/chess/components/promotion-dialog';
import { InlineInputForm, OutlinedButton } from '@/chess/components/inline-input-form';
import { ThemePicker } from '@/chess/components/theme-picker';
import { NAMED_PIECES } from '@/chess/components/pieces';
import { useBoardTheme } from '@/chess/components/use-board-theme';
import { boardWidgetStyle, useAvailableSpace } from '@/chess/components/use-board-width';
import {
  applyMove,
  applySan,
  checkSquare,
  createGame,
  describeMove,
  lastMove,
  legalTargets,
  isPromotion,
  redo,
  undo,
  type GameState,
  type MoveResult,
  type PlayedMove,
  type PromotionPiece,
  type Square,
} from '@/chess/logic/game';
import { useChessLib } from '@/chess/logic/chess-lib';
import { readSetup } from '@/chess/logic/setup';
import { useMediaQuery } from '@/lib/use-media-query';
import styles from '@/chess/components/chess.module.css';

/**
 * Board widths in CSS pixels, coordinates included: 200 for small boards and grids, 350 by
 * default, 450 for survival. A board that grows (`grow`) starts from it.
 */
export type BoardSize = 200 | 350 | 450;

export type ChessBoardProps = {
  /** What the board is, for screen readers, e.g. "Analysis board" or "Position 3". */
  ariaLabel: string;
  /** Starting FEN of a board that keeps its own game (default: the start position). A new value starts a new game. */
  fen?: string;
  /** The game to show when the parent keeps it; pair with onGameChange. Wins over `fen`. */
  game?: GameState;
  /** Every change to the game: a move, undo or redo. */
  onGameChange?: (game: GameState) => void;
  /** A move made on this board (by drag, click, promotion or typing), with the game after it. */
  onMove?: (move: PlayedMove, game: GameState) => void;
  /** Which side is at the bottom (default white); Flip swaps it. */
  orientation?: 'white' | 'black';
  /** Width in pixels (default 350); never wider than its container. */
  size?: BoardSize;
  /**
   * Fills the width of its column (default false), from `size` up to 720 px and the screen's
   * height less 260 px; on a phone it is the column's width. For analysis views and grids.
   */
  grow?: boolean;
  /** Whether moves can be made, taken back and replayed (default true). */
  interactive?: boolean;
  /** Shows Undo, Redo, Flip, the theme picker and "Type a move" under the board (default false). */
  showControls?: boolean;
  /** Fixed colours instead of the user's saved theme (the theme picker is then hidden). */
  theme?: BoardTheme;
  /** Piece movement animation (default true); also off when the user prefers reduced motion. */
  showAnimations?: boolean;
  /** Promotes to this piece without asking (the engine pages: always a queen); unset asks. */
  autoPromotion?: PromotionPiece;
};

type PendingPromotion = { from: Square; to: Square; color: 'w' | 'b' };

/** react-chessboard looks squares up with CSS selectors built from the id: keep it a plain word. */
const toDomId = (reactId: string) => `board-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;

const opposite = (side: 'white' | 'black') => (side === 'white' ? 'black' : 'white');

/**
 * The chessboard used across the site. Moves are made by dragging, by clicking the piece then
 * its target, or by typing them; illegal moves are refused, the last move and a king in check
 * are highlighted, and every move is announced to screen readers. With the board focused, the
 * left arrow takes a move back and the right arrow replays it.
 */
export function ChessBoard({
  ariaLabel,
  fen,
  game: controlledGame,
  onGameChange,
  onMove,
  orientation = 'white',
  size = 350,
  grow = false,
  interactive = true,
  showControls = false,
  theme: themeOverride,
  showAnimations = true,
  autoPromotion,
}: ChessBoardProps) {
  // Legal moves, check and the move announcements need chess.js: draw again once it is loaded.
  useChessLib();
  const reactId = useId();
  const boardId = toDomId(reactId);
  const hintId = `${boardId}-hint`;
  const { theme: userTheme } = useBoardTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [slotRef, space] = useAvailableSpace(grow);

  const [ownGame, setOwnGame] = useState(() => createGame(fen));
  const [ownFen, setOwnFen] = useState(fen);
  if (fen !== ownFen) {
    // A new starting position from the parent starts a new game (set during render, not in an effect).
    setOwnFen(fen);
    setOwnGame(createGame(fen));
  }
  const game = controlledGame ?? ownGame;

  const [flipped, setFlipped] = useState(false);
  const [selected, setSelected] = useState<Square | null>(null);
  const [pending, setPending] = useState<PendingPromotion | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  const turn = game.fen.split(' ')[1] === 'b' ? 'b' : 'w';
  const colours = BOARD_THEME_COLOURS[themeOverride ?? userTheme];
  const targets = selected ? legalTargets(game.fen, selected) : [];

  const update = (next: GameState) => {
    if (!controlledGame) setOwnGame(next);
    onGameChange?.(next);
  };

  const commit = (result: MoveResult): boolean => {
    if (!result.ok) return false;
    update(result.state);
    setAnnouncement(describeMove(result.move));
    setSelected(null);
    onMove?.(result.move, result.state);
    return true;
  };

  /** Plays from-to, asking for the piece first when a pawn promotes; false when refused. */
  const tryMove = (from: Square, to: Square): boolean => {
    if (isPromotion(game.fen, from, to)) {
      if (autoPromotion) return commit(applyMove(game, { from, to, promotion: autoPromotion }));
      setPending({ from, to, color: turn });
      setSelected(null);
      // The pawn goes back until a piece is chosen; the move then animates from its square.
      return false;
    }
    return commit(applyMove(game, { from, to }));
  };

  const promote = (piece: PromotionPiece) => {
    if (pending) commit(applyMove(game, { from: pending.from, to: pending.to, promotion: piece }));
    setPending(null);
  };

  const takeBack = () => {
    const last = lastMove(game);
    if (!last) return;
    update(undo(game));
    setSelected(null);
    setAnnouncement(`Took back ${last.san.replace(/[+#]$/, '')}`);
  };

  const replay = () => {
    const next = game.redo.at(-1);
    if (!next) return;
    update(redo(game));
    setSelected(null);
    setAnnouncement(describeMove(next));
  };

  const onSquareClick = ({ piece, square }: SquareHandlerArgs) => {
    if (!interactive) return;
    const target = square as Square;
    if (selected && selected !== target && targets.includes(target)) {
      tryMove(selected, target);
      return;
    }
    const ownPiece = piece?.pieceType.startsWith(turn) ?? false;
    setSelected(ownPiece && target !== selected ? target : null);
  };

  const onPieceDrop = ({ sourceSquare, targetSquare }: PieceDropHandlerArgs): boolean => {
    if (!interactive || !targetSquare || sourceSquare === targetSquare) return false;
    setSelected(null);
    return tryMove(sourceSquare as Square, targetSquare as Square);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!interactive) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea, [role="dialog"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      takeBack();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      replay();
    }
  };

  const onTypedMove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = applySan(game, typed);
    if (!result.ok) {
      setTypedError(result.error);
      return;
    }
    setTypedError(null);
    setTyped('');
    commit(result);
  };

  const squareStyles: Record<string, CSSProperties> = {};
  const last = lastMove(game);
  if (last) {
    squareStyles[last.from] = { backgroundColor: HIGHLIGHTS.lastMove };
    squareStyles[last.to] = { backgroundColor: HIGHLIGHTS.lastMove };
  }
  const check = checkSquare(game.fen);
  if (check) squareStyles[check] = { ...squareStyles[check], backgroundImage: HIGHLIGHTS.check };
  if (selected) squareStyles[selected] = { backgroundColor: HIGHLIGHTS.selected };
  const occupied = readSetup(game.fen).pieces;
  for (const square of targets) {
    squareStyles[square] = {
      ...squareStyles[square],
      backgroundImage: occupied.has(square) ? HIGHLIGHTS.capture : HIGHLIGHTS.target,
    };
  }

  const boardOrientation = flipped ? opposite(orientation) : orientation;
  const options: ChessboardOptions = {
    id: boardId,
    position: game.fen,
    boardOrientation,
    darkSquareStyle: { backgroundColor: colours.dark },
    lightSquareStyle: { backgroundColor: colours.light },
    showNotation: false,
    pieces: NAMED_PIECES,
    squareStyles,
    showAnimations: showAnimations && !reducedMotion,
    allowDragging: interactive,
    canDragPiece: ({ piece }) => interactive && piece.pieceType.startsWith(turn),
    onSquareClick,
    onPieceDrop,
  };

  const widget = (
    <div className={styles.boardWidget} style={boardWidgetStyle(size, space)} onKeyDown={onKeyDown}>
      <div
        role="group"
        aria-label={ariaLabel}
        aria-describedby={interactive ? hintId : undefined}
        tabIndex={interactive ? 0 : undefined}
        className={styles.board}
        data-theme={themeOverride ?? userTheme}
      >
        <BoardFrame orientation={boardOrientation}>
          <Chessboard options={options} />
        </BoardFrame>
        {pending && (
          <PromotionDialog
            color={pending.color}
            onChoose={promote}
            onCancel={() => setPending(null)}
          />
        )}
      </div>
      {interactive && (
        <p id={hintId} className="visually-hidden">
          Drag a piece or click it and then its target square. Left arrow takes back a move, right
          arrow replays it.
        </p>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {showControls && (
        <LiveFieldset>
          <div className={styles.controls}>
            <div className={styles.buttons}>
              {interactive && (
                <>
                  <OutlinedButton onClick={takeBack} disabled={game.history.length === 0}>
                    Undo
                  </OutlinedButton>
                  <OutlinedButton onClick={replay} disabled={game.redo.length === 0}>
                    Redo
                  </OutlinedButton>
                </>
              )}
              <OutlinedButton onClick={() => setFlipped((value) => !value)}>Flip</OutlinedButton>
            </div>
            {!themeOverride && <ThemePicker />}
            {interactive && (
              <InlineInputForm
                label="Type a move"
                submitLabel="Play"
                value={typed}
                onChange={setTyped}
                onSubmit={onTypedMove}
                error={typedError}
                className={styles.typedMove}
              />
            )}
          </div>
        </LiveFieldset>
      )}
    </div>
  );
  return grow ? (
    <div ref={slotRef} className={styles.slot}>
      {widget}
    </div>
  ) : (
    widget
  );
}
