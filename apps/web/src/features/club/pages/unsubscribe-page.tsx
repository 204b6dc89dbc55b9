import { useId, useState } from 'react';
import { EMAIL_SHAPE, MESSAGES } from '@kingside/shared';
import { useSearchParams } from 'react-router';
import { Notice } from '@/components/notice';
import { usePageMeta } from '@/components/page-title';
import { useUnsubscribe } from '@/features/club/api/unsubscribe';

/**
 * /unsubscribe (also opened from a newsletter's link with ?email= and ?token=): takes an address
 * off the newsletter. Unsubscribe stays disabled until the text looks like an e-mail.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const unsubscription = useUnsubscribe();
  const inputId = useId();
  const address = email.trim();
  const looksLikeEmail = EMAIL_SHAPE.test(address);
  usePageMeta(
    (abbreviation) => `${abbreviation} Unsubscribe`,
    'Stop receiving the chess club newsletter.',
  );

  return (
    <div className="newsletter">
      <h1 className="page-title">Unsubscribe</h1>
      <p className="muted">Enter your e-mail address to stop receiving our newsletter.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (looksLikeEmail) unsubscription.mutate({ email: address, unsubscribe: true, token });
        }}
      >
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
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={!looksLikeEmail || unsubscription.isPending}
          >
            Unsubscribe
          </button>
        </div>
      </form>
      {unsubscription.isSuccess && <Notice tone="success">{MESSAGES.unsubscribed}</Notice>}
      {unsubscription.isError && <Notice tone="error">{MESSAGES.unsubscribeFailed}</Notice>}
    </div>
  );
}
