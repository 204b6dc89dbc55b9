import { useId, useState } from 'react';
import { EMAIL_SHAPE } from '@kingside/shared';
import { LiveFieldset } from '@/components/live-fieldset';

/**
 * One e-mail box and a button that stays disabled until the text looks like an e-mail
 * (something@something.something): the newsletter's Subscribe and Unsubscribe forms.
 */
export function EmailShapeForm({
  buttonLabel,
  pending,
  onSubmit,
  initialEmail = '',
  placeholder,
}: {
  buttonLabel: string;
  /** A request is running: the button stays disabled. */
  pending: boolean;
  /** Called with the trimmed address. */
  onSubmit: (email: string) => void;
  initialEmail?: string;
  placeholder?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const inputId = useId();
  const address = email.trim();
  const looksLikeEmail = EMAIL_SHAPE.test(address);

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (looksLikeEmail) onSubmit(address);
      }}
    >
      <LiveFieldset>
        <label htmlFor={inputId} className="field-label">
          Email
        </label>
        <div className="inline-form">
          <input
            id={inputId}
            className="text-input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={!looksLikeEmail || pending}
          >
            {buttonLabel}
          </button>
        </div>
      </LiveFieldset>
    </form>
  );
}
