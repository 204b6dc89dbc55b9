import type { ReactNode } from 'react';
import styles from '@/chess/components/chess.module.css';

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
const RANKS = ['8', '7', '6', '5', '4', '3', '2', '1'] as const;

/**
 * The board with its coordinates outside it: ranks down the left edge, files under the bottom
 * edge, in the page's text colour. Inside the squares they sat on the pieces of small boards and
 * needed a colour per theme; out here they never cover a piece and read the same on every theme.
 * They are hidden from screen readers, which get the squares' names from the pieces instead.
 */
export function BoardFrame({
  orientation,
  children,
}: {
  /** Which side is at the bottom: white has a1 bottom left, black h8. */
  orientation: 'white' | 'black';
  /** The board itself. */
  children: ReactNode;
}) {
  const white = orientation === 'white';
  const files = white ? FILES : [...FILES].reverse();
  const ranks = white ? RANKS : [...RANKS].reverse();
  return (
    <div className={styles.frame}>
      <div className={styles.ranks} aria-hidden="true" data-coordinates="ranks">
        {ranks.map((rank) => (
          <span key={rank}>{rank}</span>
        ))}
      </div>
      <div className={styles.framed}>{children}</div>
      <div className={styles.files} aria-hidden="true" data-coordinates="files">
        {files.map((file) => (
          <span key={file}>{file}</span>
        ))}
      </div>
    </div>
  );
}
