import { MESSAGES } from '@kingside/shared';
import { useSearchParams } from 'react-router';
import { Notice } from '@/components/notice';
import { usePageMeta } from '@/components/page-title';
import { useUnsubscribe } from '@/features/club/api/unsubscribe';
import { EmailShapeForm } from '@/features/club/components/email-shape-form';

/**
 * /unsubscribe (also opened from a newsletter's link with ?email= and ?token=): takes an address
 * off the newsletter. Unsubscribe stays disabled until the text looks like an e-mail.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const unsubscription = useUnsubscribe();
  usePageMeta(
    (abbreviation) => `${abbreviation} Unsubscribe`,
    'Stop receiving the chess club newsletter.',
  );

  return (
    <div className="newsletter">
      <h1 className="page-title">Unsubscribe</h1>
      <p className="muted">Enter your e-mail address to stop receiving our newsletter.</p>
      <EmailShapeForm
        buttonLabel="Unsubscribe"
        initialEmail={params.get('email') ?? ''}
        pending={unsubscription.isPending}
        onSubmit={(email) => unsubscription.mutate({ email, unsubscribe: true, token })}
      />
      {unsubscription.isSuccess && <Notice tone="success">{MESSAGES.unsubscribed}</Notice>}
      {unsubscription.isError && <Notice tone="error">{MESSAGES.unsubscribeFailed}</Notice>}
    </div>
  );
}
