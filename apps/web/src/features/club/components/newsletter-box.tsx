import { useId } from 'react';
import { MESSAGES } from '@kingside/shared';
import { Notice } from '@/components/notice';
import { useSubscribe } from '@/features/club/api/subscribe';
import { EmailShapeForm } from '@/features/club/components/email-shape-form';

/** The home page's newsletter sign-up; Subscribe stays disabled until the text looks like an e-mail. */
export function NewsletterBox() {
  const subscription = useSubscribe();
  const headingId = useId();

  return (
    <section className="card newsletter" aria-labelledby={headingId}>
      <h2 id={headingId}>Newsletter</h2>
      <p className="muted">Class, camp and tournament news in your inbox about once a month.</p>
      <EmailShapeForm
        buttonLabel="Subscribe"
        placeholder="you@example.com"
        pending={subscription.isPending}
        onSubmit={(email) => subscription.mutate({ email, unsubscribe: false })}
      />
      {subscription.isSuccess && <Notice tone="success">{MESSAGES.subscribed}</Notice>}
      {subscription.isError && <Notice tone="error">{MESSAGES.subscribeFailed}</Notice>}
    </section>
  );
}
