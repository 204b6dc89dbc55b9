import { ForgotCard } from '@/features/auth/components/forgot-card';
import { ForgotUsernameForm } from '@/features/auth/components/forgot-username-form';

export function ForgotUsernamePage() {
  return (
    <ForgotCard
      title="Forgot Username"
      intro="Enter the e-mail address of your account and we will send you your username."
    >
      <ForgotUsernameForm />
    </ForgotCard>
  );
}
