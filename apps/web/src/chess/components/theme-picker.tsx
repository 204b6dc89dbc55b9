import { useId } from 'react';
import { BOARD_THEMES } from '@kingside/shared';
import { useBoardTheme } from '@/chess/components/use-board-theme';
import styles from '@/chess/components/chess.module.css';
import { getErrorMessage } from '@/lib/api-client';

/** Chooses the board theme for every board; saved for the user (or in this browser for a visitor). */
export function ThemePicker() {
  const id = useId();
  const { theme, setTheme, saveError } = useBoardTheme();
  return (
    <div className={styles.field}>
      <div className={styles.outlined}>
        <label htmlFor={id} className={styles.outlinedLabel}>
          Board theme
        </label>
        <select
          id={id}
          className={styles.outlinedControl}
          value={theme}
          onChange={(event) => setTheme(event.target.value as (typeof BOARD_THEMES)[number])}
        >
          {BOARD_THEMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {saveError && (
        <p role="alert" className={styles.error}>
          The board theme could not be saved: {getErrorMessage(saveError)}
        </p>
      )}
    </div>
  );
}
