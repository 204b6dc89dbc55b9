import { ForgotCard } from '@/features/auth/components/forgot-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <ForgotCard
      title="Forgot Password"
      intro="Enter your username and the e-mail address of your account; we will send you a link to set a new password."
    >
      <ForgotPasswordForm />
    </ForgotCard>
  );
}
