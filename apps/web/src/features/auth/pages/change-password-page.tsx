import { FormCard } from '@/components/form-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export function ChangePasswordPage() {
  return (
    <FormCard title="Change Password">
      <ChangePasswordForm />
    </FormCard>
  );
}
