import { useParams } from 'react-router';
import { PlainFormCard } from '@/components/plain-form/plain-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /resetPassword/:resetToken, opened from the e-mailed link. */
export function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  return (
    <PlainFormCard title="Reset Password">
      <ResetPasswordForm token={resetToken} />
    </PlainFormCard>
  );
}
