import { Fragment, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { parsePgn, PgnError } from '@kingside/chess';
import { ChessBoard, type BoardSize } from '@/chess/components/chess-board';
import {
  buildViewerTree,
  gameStateAt,
  lastMoveId,
  nextMoveId,
  previousMoveId,
  type TreeMove,
  type ViewerTree,
} from '@/chess/viewer/tree';
import { Notice } from '@/components/notice';
import styles from '@/chess/viewer/pgn-viewer.module.css';

export type PgnViewerProps = {
  /** One game's PGN: headers optional, with comments and variations. */
  pgn: string;
  /** What the board shows, for screen readers (default "Game board"). */
  ariaLabel?: string;
  /** Board width in pixels (default 350), where the board starts; it grows to fill its column. */
  size?: BoardSize;
  /** Which side is at the bottom (default white). */
  orientation?: 'white' | 'black';
  /** Piece movement animation (default true). */
  showAnimations?: boolean;
};

/** Glyphs of the common NAGs (PGN standard 10); others are not shown. */
const NAG_GLYPHS: Record<number, string> = {
  1: '!',
  2: '?',
  3: '!!',
  4: '??',
  5: '!?',
  6: '?!',
  10: '=',
  13: '∞',
  14: '⩲',
  15: '⩱',
  16: '±',
  17: '∓',
  18: '+−',
  19: '−+',
};

const glyphs = (move: TreeMove) => move.nags.map((nag) => NAG_GLYPHS[nag] ?? '').join('');
const numberOf = (move: TreeMove) => `${move.moveNumber}${move.color === 'w' ? '.' : '...'}`;
/** A move as people read it, e.g. "1. e4" or "12... Nxe4!". */
const moveLabel = (move: TreeMove) => `${numberOf(move)} ${move.san}${glyphs(move)}`;

type Parsed = { ok: true; tree: ViewerTree } | { ok: false; error: string };

function parse(pgn: string): Parsed {
  try {
    return { ok: true, tree: buildViewerTree(parsePgn(pgn)) };
  } catch (error) {
    if (error instanceof PgnError) return { ok: false, error: error.message };
    throw error;
  }
}

type LineProps = {
  line: TreeMove[];
  current: number | null;
  onSelect: (id: number) => void;
  /** 0 for the mainline; nested variations are written inline, in parentheses. */
  depth: number;
};

function Comments({ texts }: { texts: string[] }) {
  return texts.map((text, index) => (
    <span key={index} className={styles.comment}>
      {text}
    </span>
  ));
}

/** One line of moves with its comments, and its variations indented or in parentheses. */
function MoveLine({ line, current, onSelect, depth }: LineProps) {
  const parts: ReactNode[] = [];
  let needNumber = true;
  for (const move of line) {
    const showNumber = move.color === 'w' || needNumber || move.commentsBefore.length > 0;
    parts.push(
      <Fragment key={move.id}>
        <Comments texts={move.commentsBefore} />
        <button
          type="button"
          className={styles.move}
          aria-label={moveLabel(move)}
          aria-current={move.id === current ? 'true' : undefined}
          onClick={() => onSelect(move.id)}
        >
          {showNumber ? `${numberOf(move)} ` : ''}
          {move.san}
          {glyphs(move)}
        </button>
        <Comments texts={move.commentsAfter} />
        {move.variations.map((variation) =>
          depth === 0 ? (
            <span key={variation[0]?.id} className={styles.variation}>
              (
              <MoveLine line={variation} current={current} onSelect={onSelect} depth={1} />)
            </span>
          ) : (
            <span key={variation[0]?.id} className={styles.inlineVariation}>
              {' ('}
              <MoveLine line={variation} current={current} onSelect={onSelect} depth={depth + 1} />
              {') '}
            </span>
          ),
        )}
      </Fragment>,
    );
    needNumber = move.commentsAfter.length > 0 || move.variations.length > 0;
  }
  return <>{parts}</>;
}

/**
 * A game's PGN on a board with its move list: the mainline, comments and variations. Clicking a
 * move, the First, Previous, Next and Last buttons, or the arrow keys (Home and End too) step
 * through it; after choosing a variation's move, Next follows that variation.
 */
export function PgnViewer({
  pgn,
  ariaLabel = 'Game board',
  size = 350,
  orientation = 'white',
  showAnimations = true,
}: PgnViewerProps) {
  const parsed = useMemo(() => parse(pgn), [pgn]);
  const [shown, setShown] = useState({ pgn, current: null as number | null });
  if (shown.pgn !== pgn) {
    // Another game starts at its start position (set during render, not in an effect).
    setShown({ pgn, current: null });
  }
  const current = shown.pgn === pgn ? shown.current : null;

  if (!parsed.ok) {
    return (
      <Notice tone="error" role="alert">
        This PGN cannot be read: {parsed.error}
      </Notice>
    );
  }
  const { tree } = parsed;
  const go = (id: number | null) => setShown({ pgn, current: id });
  const next = nextMoveId(tree, current);
  const last = lastMoveId(tree, current);
  const atStart = current === null;
  const currentMove = current === null ? undefined : tree.moves[current];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input, select, textarea, [role="dialog"]')) return;
    const target: Record<string, number | null> = {
      ArrowLeft: previousMoveId(tree, current),
      ArrowRight: next ?? current,
      Home: null,
      ArrowUp: null,
      End: last,
      ArrowDown: last,
    };
    if (!(event.key in target)) return;
    event.preventDefault();
    go(target[event.key] ?? null);
  };

  return (
    <div className={styles.viewer} onKeyDown={onKeyDown}>
      <ChessBoard
        ariaLabel={ariaLabel}
        game={gameStateAt(tree, current)}
        interactive={false}
        showControls
        size={size}
        grow
        orientation={orientation}
        showAnimations={showAnimations}
      />
      <div className={styles.side}>
        {tree.errors.length > 0 && (
          <Notice tone="warning">Part of this PGN cannot be played: {tree.errors.join(' ')}</Notice>
        )}
        <div
          className={`${styles.moves} ${styles.mainline}`}
          role="group"
          aria-label="Moves"
          tabIndex={0}
        >
          <Comments texts={tree.comments} />
          <MoveLine line={tree.mainline} current={current} onSelect={go} depth={0} />
          {tree.result !== '*' && <span className={styles.result}>{tree.result}</span>}
          {tree.mainline.length === 0 && <span>No moves.</span>}
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button-outlined"
            onClick={() => go(null)}
            disabled={atStart}
          >
            First
          </button>
          <button
            type="button"
            className="button button-outlined"
            onClick={() => go(previousMoveId(tree, current))}
            disabled={atStart}
          >
            Previous
          </button>
          <button
            type="button"
            className="button button-outlined"
            onClick={() => go(next)}
            disabled={next === null}
          >
            Next
          </button>
          <button
            type="button"
            className="button button-outlined"
            onClick={() => go(last)}
            disabled={next === null}
          >
            Last
          </button>
        </div>
        <p className={styles.status} aria-live="polite">
          {currentMove ? `After ${moveLabel(currentMove)}` : 'Start position'}
        </p>
      </div>
    </div>
  );
}
