import type { RegisterFor } from '@kingside/shared';
import { PlainFormCard } from '@/components/plain-form/plain-form';
import { RegisterForm } from '@/features/auth/components/register-form';

const TITLES: Record<RegisterFor, string> = {
  groupClass: 'Group Class',
  privateClass: 'Private Class',
};

/** /register/groupClass and /register/privateClass: create an account for that class type. */
export function RegisterPage({ registerFor }: { registerFor: RegisterFor }) {
  return (
    <PlainFormCard title={TITLES[registerFor]}>
      <p className="muted">
        Create your account; we will contact you to arrange your first lesson.
      </p>
      <RegisterForm key={registerFor} registerFor={registerFor} />
    </PlainFormCard>
  );
}
