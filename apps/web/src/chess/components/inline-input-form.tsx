import { useId, type ButtonHTMLAttributes, type FormEvent } from 'react';
import styles from '@/chess/components/chess.module.css';
import { LiveFieldset } from '@/components/live-fieldset';

/**
 * A one-line form in plain HTML (the board pages load no MUI): a text input drawn like the forms'
 * outlined fields, its label in the border, the submit button beside it, and the error,
 * announced, under them.
 */
export function InlineInputForm({
  label,
  submitLabel,
  value,
  onChange,
  onSubmit,
  error,
  className = styles.field,
  fieldClassName,
  rowClassName = styles.row,
}: {
  label: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What is wrong with the value; null when nothing is. */
  error: string | null;
  /** The page's own layout classes, where it differs from the board's controls. */
  className?: string;
  fieldClassName?: string;
  rowClassName?: string;
}) {
  const inputId = useId();
  const errorId = useId();
  return (
    <form method="post" className={className} onSubmit={onSubmit} noValidate>
      <LiveFieldset>
        <div className={rowClassName}>
          <div
            className={fieldClassName ? `${styles.outlined} ${fieldClassName}` : styles.outlined}
          >
            <label htmlFor={inputId} className={styles.outlinedLabel}>
              {label}
            </label>
            <input
              id={inputId}
              className={styles.outlinedControl}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <button type="submit" className="button button-primary">
            {submitLabel}
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </LiveFieldset>
    </form>
  );
}

/** A plain-HTML outlined button (never a submit button), as the board controls use. */
export function OutlinedButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return <button type="button" className="button button-outlined" {...props} />;
}
