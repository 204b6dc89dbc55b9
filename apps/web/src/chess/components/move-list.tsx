import { useId, type ReactNode } from 'react';
import styles from '@/chess/components/move-list.module.css';

/**
 * The number a ply (0-based) is written with: "1." before White's moves, "1..." before a first
 * move that is Black's; none before Black's other moves.
 */
function moveNumber(index: number, blackFirst: boolean, first: number): string | null {
  const fromWhite = index + (blackFirst ? 1 : 0);
  const number = first + Math.floor(fromWhite / 2);
  if (fromWhite % 2 === 0) return `${number}.`;
  return index === 0 ? `${number}...` : null;
}

/**
 * The moves of a game under a "Moves" heading, an item per move, White's numbered: "1. e4", "e5",
 * "2. Nf3"; a game that starts with Black begins "1... e5". The one list of every board page (the
 * analysis board, the engine pages, live games, assignments); plain HTML and CSS, so the public
 * /board loads no MUI.
 */
export function MoveList({
  sans,
  startFen = '',
  firstMoveNumber = 1,
  current,
  onSelect,
  children,
}: {
  /** The moves in SAN as chess.js writes them ("Nf3", "exd8=Q+"), oldest first. */
  sans: readonly string[];
  /** FEN the first move was played from: its side to move plays first. Default: White's. */
  startFen?: string;
  /**
   * The number of the first full move: 1 (the default) counts from the first move shown, as a
   * puzzle does; analysis passes the position's own, `fullMoveNumber(startFen)`.
   */
  firstMoveNumber?: number;
  /** With `onSelect`: the position shown, in plies from the start (0: before the first move). */
  current?: number;
  /** Makes each move a button that shows the position after it, given in plies from the start. */
  onSelect?: (ply: number) => void;
  /** Shown under the moves, e.g. buttons that step through them. */
  children?: ReactNode;
}) {
  const headingId = useId();
  const blackFirst = startFen.split(' ')[1] === 'b';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Moves
      </h2>
      {sans.length === 0 ? (
        <p className={styles.empty}>No moves yet.</p>
      ) : (
        <ol className={styles.moves}>
          {sans.map((san, index) => {
            const ply = index + 1;
            const number = moveNumber(index, blackFirst, firstMoveNumber);
            return (
              <li key={ply}>
                {number && <span className={styles.number}>{number} </span>}
                {onSelect ? (
                  <button
                    type="button"
                    className={styles.move}
                    aria-current={current === ply ? 'step' : undefined}
                    onClick={() => onSelect(ply)}
                  >
                    {san}
                  </button>
                ) : (
                  <span>{san}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {children}
    </section>
  );
}
