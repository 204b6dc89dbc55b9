import { useId, useRef, type KeyboardEvent } from 'react';
import type { PromotionPiece } from '@/chess/logic/game';
import styles from '@/chess/components/chess.module.css';

const CHOICES: readonly { piece: PromotionPiece; name: string; white: string; black: string }[] = [
  { piece: 'q', name: 'Queen', white: '♕', black: '♛' },
  { piece: 'r', name: 'Rook', white: '♖', black: '♜' },
  { piece: 'b', name: 'Bishop', white: '♗', black: '♝' },
  { piece: 'n', name: 'Knight', white: '♘', black: '♞' },
];

export type PromotionDialogProps = {
  /** The promoting side, for the piece symbols. */
  color: 'w' | 'b';
  onChoose: (piece: PromotionPiece) => void;
  /** Closes without moving (Escape or Cancel); the pawn stays where it was. */
  onCancel: () => void;
};

/**
 * Asks which piece a pawn becomes. The queen has focus when it opens, so Enter promotes to a
 * queen; Tab and Shift+Tab stay inside the dialog while it is open.
 */
export function PromotionDialog({ color, onChoose, onCancel }: PromotionDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(dialogRef.current?.querySelectorAll('button') ?? [])];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.dialogBackdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          Promote the pawn to
        </h2>
        <div className={styles.promotionChoices}>
          {CHOICES.map((choice) => (
            <button
              key={choice.piece}
              type="button"
              className={styles.promotionChoice}
              autoFocus={choice.piece === 'q'}
              onClick={() => onChoose(choice.piece)}
            >
              <span aria-hidden="true" className={styles.promotionSymbol}>
                {color === 'w' ? choice.white : choice.black}
              </span>
              {choice.name}
            </button>
          ))}
        </div>
        <button type="button" className="button button-text" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
