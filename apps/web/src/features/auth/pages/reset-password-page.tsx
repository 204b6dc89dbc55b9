import { useParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /resetPassword/:resetToken, opened from the e-mailed link. */
export function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  return (
    <FormCard title="Reset Password">
      <ResetPasswordForm token={resetToken} />
    </FormCard>
  );
}
