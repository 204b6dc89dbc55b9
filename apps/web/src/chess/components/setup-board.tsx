import { useId, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  Chessboard,
  ChessboardProvider,
  SparePiece,
  type ChessboardOptions,
  type PieceDropHandlerArgs,
  type SquareHandlerArgs,
} from 'react-chessboard';
import type { BoardSize } from '@/chess/components/chess-board';
import { BoardFrame } from '@/chess/components/board-frame';
import { BOARD_THEME_COLOURS } from '@/chess/components/board-themes';
import { OutlinedButton } from '@/chess/components/inline-input-form';
import { NAMED_PIECES } from '@/chess/components/pieces';
import { useBoardTheme } from '@/chess/components/use-board-theme';
import { boardWidgetStyle } from '@/chess/components/use-board-width';
import { START_FEN, type Square } from '@/chess/logic/game';
import {
  EMPTY_FEN,
  SPARE_PIECES,
  movePieceFreely,
  placePiece,
  readSetup,
  removePiece,
  setCastling,
  setSideToMove,
  type CastlingRights,
  type PieceCode,
} from '@/chess/logic/setup';
import styles from '@/chess/components/chess.module.css';

export type SetupBoardProps = {
  /** What the board is, for screen readers, e.g. "Game position". */
  ariaLabel: string;
  /** Position to start from (default: the start position). A new value replaces the board and its undo list. */
  fen?: string;
  /** Every change, as the new FEN (en passant always "-"); check it with fenProblem (@kingside/chess) before saving. */
  onChange?: (fen: string) => void;
  /** Width in pixels (default 350); never wider than its container. */
  size?: BoardSize;
  /** Which side is at the bottom (default white). */
  orientation?: 'white' | 'black';
  /** Piece movement animation (default true). */
  showAnimations?: boolean;
};

const CASTLING_LABELS: readonly [keyof CastlingRights, string][] = [
  ['K', 'White O-O'],
  ['Q', 'White O-O-O'],
  ['k', 'Black O-O'],
  ['q', 'Black O-O-O'],
];

/** How long "Copied" shows after Copy FEN, in milliseconds. */
const COPIED_MS = 2000;

/**
 * Builds a position for a game: pieces move anywhere, come from the spare trays, leave when
 * dropped off the board or right-clicked. Illegal positions are allowed while editing. Its side
 * to move and castling controls are the forms' MUI radios and checkboxes: place it on a `mui`
 * page (the game forms).
 */
export function SetupBoard({
  ariaLabel,
  fen = START_FEN,
  onChange,
  size = 350,
  orientation = 'white',
  showAnimations = true,
}: SetupBoardProps) {
  const reactId = useId();
  const boardId = `setup-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { theme } = useBoardTheme();
  const colours = BOARD_THEME_COLOURS[theme];

  const [current, setCurrent] = useState(fen);
  const [history, setHistory] = useState<string[]>([]);
  const [sourceFen, setSourceFen] = useState(fen);
  const [copied, setCopied] = useState<'Copied' | 'Copy failed' | null>(null);
  if (fen !== sourceFen) {
    setSourceFen(fen);
    // The parent echoing our own onChange back is not a new position.
    if (fen !== current) {
      setCurrent(fen);
      setHistory([]);
    }
  }

  const position = readSetup(current);

  const change = (next: string) => {
    if (next === current) return;
    setHistory((previous) => [...previous, current]);
    setCurrent(next);
    onChange?.(next);
  };

  const undoChange = () => {
    const previous = history.at(-1);
    if (previous === undefined) return;
    setHistory(history.slice(0, -1));
    setCurrent(previous);
    onChange?.(previous);
  };

  const copyFen = async () => {
    try {
      await navigator.clipboard.writeText(current);
      setCopied('Copied');
    } catch {
      setCopied('Copy failed');
    }
    setTimeout(() => setCopied(null), COPIED_MS);
  };

  const onPieceDrop = ({ piece, sourceSquare, targetSquare }: PieceDropHandlerArgs): boolean => {
    if (piece.isSparePiece) {
      if (targetSquare)
        change(placePiece(current, targetSquare as Square, piece.pieceType as PieceCode));
      return Boolean(targetSquare);
    }
    // Off the board is the trash.
    if (!targetSquare) change(removePiece(current, sourceSquare as Square));
    else change(movePieceFreely(current, sourceSquare as Square, targetSquare as Square));
    return true;
  };

  const options: ChessboardOptions = {
    id: boardId,
    position: current,
    boardOrientation: orientation,
    darkSquareStyle: { backgroundColor: colours.dark },
    lightSquareStyle: { backgroundColor: colours.light },
    showNotation: false,
    pieces: NAMED_PIECES,
    showAnimations,
    allowDragOffBoard: true,
    allowDrawingArrows: false,
    onPieceDrop,
    onSquareRightClick: ({ square, piece }: SquareHandlerArgs) => {
      if (piece) change(removePiece(current, square as Square));
    },
  };

  const tray = (side: 'white' | 'black') => (
    <div className={styles.tray} role="group" aria-label={`Spare ${side} pieces`}>
      {SPARE_PIECES[side].map((code) => (
        <div key={code} className={styles.spare}>
          <SparePiece pieceType={code} />
        </div>
      ))}
    </div>
  );

  return (
    <div className={styles.boardWidget} style={boardWidgetStyle(size, null)}>
      <ChessboardProvider options={options}>
        {tray(orientation === 'white' ? 'black' : 'white')}
        <div role="group" aria-label={ariaLabel} className={styles.board} data-theme={theme}>
          <BoardFrame orientation={orientation}>
            <Chessboard />
          </BoardFrame>
        </div>
        {tray(orientation)}
      </ChessboardProvider>
      <div className={styles.controls}>
        <div className={styles.buttons}>
          <OutlinedButton onClick={undoChange} disabled={history.length === 0}>
            Undo
          </OutlinedButton>
          <OutlinedButton onClick={() => change(setSideToMove(EMPTY_FEN, position.turn))}>
            Clear Board
          </OutlinedButton>
          <OutlinedButton onClick={() => change(START_FEN)}>Reset</OutlinedButton>
          <OutlinedButton onClick={() => void copyFen()}>Copy FEN</OutlinedButton>
          <span role="status" className={styles.copied}>
            {copied}
          </span>
        </div>
        <FormControl>
          <FormLabel id={`${boardId}-turn-label`}>Side to move</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${boardId}-turn-label`}
            name={`${boardId}-turn`}
            value={position.turn}
            onChange={(event) => change(setSideToMove(current, event.target.value as 'w' | 'b'))}
          >
            <FormControlLabel value="w" control={<Radio />} label="White" />
            <FormControlLabel value="b" control={<Radio />} label="Black" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={`${boardId}-castling-label`}>Castling rights</FormLabel>
          <FormGroup row role="group" aria-labelledby={`${boardId}-castling-label`}>
            {CASTLING_LABELS.map(([right, label]) => (
              <FormControlLabel
                key={right}
                label={label}
                control={
                  <Checkbox
                    checked={position.castling[right]}
                    onChange={(event) =>
                      change(
                        setCastling(current, {
                          ...position.castling,
                          [right]: event.target.checked,
                        }),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <p className={styles.fen}>
          <span className={styles.label}>FEN</span> <code>{current}</code>
        </p>
      </div>
    </div>
  );
}
