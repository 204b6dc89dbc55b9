import { useId, useState } from 'react';
import { EMAIL_SHAPE, MESSAGES } from '@kingside/shared';
import { Notice } from '@/components/notice';
import { useSubscribe } from '@/features/club/api/subscribe';

/** The home page's newsletter sign-up; Subscribe stays disabled until the text looks like an e-mail. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const subscription = useSubscribe();
  const inputId = useId();
  const address = email.trim();
  const looksLikeEmail = EMAIL_SHAPE.test(address);

  return (
    <section className="card newsletter" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Newsletter</h2>
      <p className="muted">Class, camp and tournament news in your inbox about once a month.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (looksLikeEmail) subscription.mutate({ email: address, unsubscribe: false });
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
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={!looksLikeEmail || subscription.isPending}
          >
            Subscribe
          </button>
        </div>
      </form>
      {subscription.isSuccess && <Notice tone="success">{MESSAGES.subscribed}</Notice>}
      {subscription.isError && <Notice tone="error">{MESSAGES.subscribeFailed}</Notice>}
    </section>
  );
}
